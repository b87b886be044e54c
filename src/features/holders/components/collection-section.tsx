import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/record/form-section';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { holderForm } from '../fields';
import { errorOf, type HolderFormApi } from './form-controls';

interface CollectionSectionProps {
  form: HolderFormApi;
  /** The record's subcontractor name, known before the list loads. */
  subcontractorName?: string;
}

/** Status, subcontractor, frequency, tank and amount. */
export function CollectionSection({ form, subcontractorName }: CollectionSectionProps) {
  const { t } = useTranslation('holders');
  const subcontractorId = form.watch('subcontractorId');

  return (
    <FormSection title={t('sections.collection')} description={t('sections.collectionHint')}>
      <TableFields
        form={form}
        table={holderForm}
        section="collection"
        kit={useFieldKit('holders')}
        labels={t('fields', { returnObjects: true })}
        choose={t('form.choose')}
        custom={{
          subcontractorId: (
            <SubcontractorPicker
              label={t('fields.subcontractor')}
              value={subcontractorId || undefined}
              selectedName={subcontractorName}
              clearLabel={t('actions.clear', { ns: 'common' })}
              placeholder={t('hints.noSubcontractor')}
              error={errorOf(form, 'subcontractorId')}
              onChange={(option) =>
                form.setValue('subcontractorId', option?.id ?? '', { shouldDirty: true })
              }
            />
          ),
        }}
      />
    </FormSection>
  );
}
