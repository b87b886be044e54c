import { useTranslation } from 'react-i18next';
import { CollectFrequencyType, HolderStatus } from '@generated/model';
import { FormSection } from '@/components/record/form-section';
import { SelectField, TextField, errorOf, type HolderFormApi } from './form-controls';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';

interface CollectionSectionProps {
  form: HolderFormApi;
  /** The record's subcontractor name, known before the list loads. */
  subcontractorName?: string;
}

/** Status, subcontractor, frequency, tank and amount. */
export function CollectionSection({ form, subcontractorName }: CollectionSectionProps) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const subcontractorId = form.watch('subcontractorId');

  return (
    <FormSection title={t('sections.collection')} description={t('sections.collectionHint')}>
      <SelectField
        form={form}
        name="status"
        label={t('fields.status')}
        options={Object.values(HolderStatus).map((s) => ({ value: s, label: tc(`status.${s}`) }))}
        required
      />
      <TextField
        form={form}
        name="storageCapacity"
        label={t('fields.storageCapacity')}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        required
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
      <TextField
        form={form}
        name="subcontractorAssignmentStartDate"
        label={t('fields.subcontractorAssignmentStartDate')}
        type="date"
        required
      />
      <TextField
        form={form}
        name="collectFrequencyNumber"
        label={t('fields.collectFrequencyNumber')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        required
      />
      <SelectField
        form={form}
        name="collectFrequencyType"
        label={t('fields.collectFrequencyType')}
        options={Object.values(CollectFrequencyType).map((f) => ({
          value: f,
          label: t(`frequencyType.${f}`),
        }))}
        required
      />
      <TextField
        form={form}
        name="latestTankAssignment"
        label={t('fields.latestTankAssignment')}
        required
      />
      <TextField
        form={form}
        name="latestTankAssignmentDate"
        label={t('fields.latestTankAssignmentDate')}
        type="date"
        required
      />
      <TextField
        form={form}
        name="netAmount"
        label={t('fields.netAmount')}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        required
      />
    </FormSection>
  );
}
