import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/record/form-section';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { holderForm } from '../fields';
import type { HolderFormApi } from './form-controls';

/** Who the holder is and how it is classified. */
export function IdentitySection({ form }: { form: HolderFormApi }) {
  const { t } = useTranslation('holders');
  return (
    <FormSection title={t('sections.identity')} description={t('sections.identityHint')}>
      <TableFields
        form={form}
        table={holderForm}
        section="identity"
        kit={useFieldKit('holders')}
        labels={t('fields', { returnObjects: true })}
        choose={t('form.choose')}
      />
    </FormSection>
  );
}
