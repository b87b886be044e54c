import { NativeSelect } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListSubcontractors } from '@generated/api/subcontractors/subcontractors';
import { FormField } from '@/components/form/form-field';
import { useCan } from '@/lib/permissions';
import type { UserInput, UserValues } from '../schema';

/**
 * The company a driver works for, among the subcontractors the caller can see (of the chosen
 * zone when there is one). A subcontractor's own drivers get its company on the server.
 */
export function CompanyField({
  form,
  zoneId,
  disabled,
}: {
  form: UseFormReturn<UserInput, unknown, UserValues>;
  zoneId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('users');
  // Without subcontractor READ the list would be refused: the field stays as it is.
  const mayList = useCan('subcontractor', 'READ');
  const companies = useListSubcontractors(
    { limit: 100, sortField: 'companyName', ...(zoneId && { zoneId }) },
    { query: { enabled: mayList, select: (page) => page.items } },
  );
  return (
    <FormField
      label={t('fields.company')}
      error={form.formState.errors.subcontractorId?.message}
      required
    >
      <NativeSelect.Root disabled={disabled || !mayList || companies.isPending}>
        <NativeSelect.Field {...form.register('subcontractorId')}>
          <option value="">{t('fields.chooseCompany')}</option>
          {companies.data?.map((company) => (
            <option key={company.id} value={company.id}>
              {company.companyName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
