import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import type { UserInput, UserValues } from '../schema';

/**
 * The company a driver works for, searched among the subcontractors the caller can see (of the
 * chosen zone when there is one). A subcontractor's own drivers get its company on the server.
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
  const value = useWatch({ control: form.control, name: 'subcontractorId' });
  return (
    <SubcontractorPicker
      label={t('fields.company')}
      area={zoneId ? { zoneId } : undefined}
      value={value || undefined}
      placeholder={t('fields.chooseCompany')}
      error={form.formState.errors.subcontractorId?.message}
      required
      disabled={disabled}
      onChange={(option) =>
        form.setValue('subcontractorId', option?.id ?? '', {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
    />
  );
}
