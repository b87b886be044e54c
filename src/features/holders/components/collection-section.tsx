import { useTranslation } from 'react-i18next';
import { CollectFrequencyType, HolderStatus } from '@generated/model';
import { FormFields } from '@/components/form/form-fields';
import { FormSection } from '@/components/record/form-section';
import { errorOf, type HolderFormApi } from './form-controls';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';

interface CollectionSectionProps {
  form: HolderFormApi;
  /** The record's subcontractor name, known before the list loads. */
  subcontractorName?: string;
}

/** A quantity: zero or more, decimals allowed, typed with the interface's decimal mark. */
const amount = { kind: 'decimal', required: true } as const;

/** Status, subcontractor, frequency, tank and amount. */
export function CollectionSection({ form, subcontractorName }: CollectionSectionProps) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const subcontractorId = form.watch('subcontractorId');
  const labels = t('fields', { returnObjects: true });
  const choose = t('form.choose');

  return (
    <FormSection title={t('sections.collection')} description={t('sections.collectionHint')}>
      <FormFields
        form={form}
        labels={labels}
        choose={choose}
        fields={{
          status: {
            options: Object.values(HolderStatus).map((s) => ({
              value: s,
              label: tc(`status.${s}`),
            })),
            required: true,
          },
          storageCapacity: amount,
        }}
      />
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
      <FormFields
        form={form}
        labels={labels}
        choose={choose}
        fields={{
          subcontractorAssignmentStartDate: { kind: 'date', required: true },
          collectFrequencyNumber: { inputMode: 'numeric', autoComplete: 'off', required: true },
          collectFrequencyType: {
            options: Object.values(CollectFrequencyType).map((f) => ({
              value: f,
              label: t(`frequencyType.${f}`),
            })),
            required: true,
          },
          latestTankAssignment: { required: true },
          latestTankAssignmentDate: { kind: 'date', required: true },
          netAmount: amount,
        }}
      />
    </FormSection>
  );
}
