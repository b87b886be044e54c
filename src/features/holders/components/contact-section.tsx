import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/record/form-section';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { holderForm } from '../fields';
import type { HolderFormApi } from './form-controls';

/** The person to reach on site. */
export function ContactSection({ form }: { form: HolderFormApi }) {
  const { t } = useTranslation('holders');
  return (
    <FormSection title={t('sections.contact')} description={t('sections.contactHint')}>
      <TableFields
        form={form}
        table={holderForm}
        section="contact"
        kit={useFieldKit('holders')}
        labels={t('fields', { returnObjects: true })}
      />
    </FormSection>
  );
}
