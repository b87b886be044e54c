import { useTranslation } from 'react-i18next';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { FormSection } from '@/components/record/form-section';
import { subcontractorForm } from '../fields';
import type { SubcontractorFormApi } from './form-parts';

/**
 * The person who signs in for the company: names, how to reach them, their identity card. Not
 * the user's own details: nothing is filled in by the browser (as in role management).
 */
export function UserSection({ form }: { form: SubcontractorFormApi }) {
  const { t } = useTranslation('subcontractors');
  return (
    <FormSection title={t('sections.account')} description={t('sections.accountHint')}>
      <TableFields
        form={form}
        table={subcontractorForm}
        section="account"
        kit={useFieldKit('subcontractors')}
        labels={t('fields', { returnObjects: true })}
      />
    </FormSection>
  );
}
