import { useTranslation } from 'react-i18next';
import { HolderCategory, SectorCode, SupplierStatus } from '@generated/model';
import { FormSection } from '@/components/record/form-section';
import { SelectField, TextField, type HolderFormApi } from './form-controls';

/** Who the holder is and how it is classified. */
export function IdentitySection({ form }: { form: HolderFormApi }) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const sectors = Object.values(SectorCode).map((c) => ({ value: c, label: c }));
  return (
    <FormSection title={t('sections.identity')} description={t('sections.identityHint')}>
      <TextField form={form} name="name" label={t('fields.name')} required />
      <TextField form={form} name="number" label={t('fields.number')} maxLength={40} required />
      <TextField form={form} name="oilType" label={t('fields.oilType')} required />
      <SelectField
        form={form}
        name="category"
        label={t('fields.category')}
        options={Object.values(HolderCategory).map((c) => ({
          value: c,
          label: t(`category.${c}`),
        }))}
        required
      />
      <SelectField
        form={form}
        name="sectorCode"
        label={t('fields.sectorCode')}
        options={sectors}
        required
      />
      <SelectField
        form={form}
        name="sectorSActCode"
        label={t('fields.sectorSActCode')}
        options={sectors}
        required
      />
      <TextField
        form={form}
        name="identificationDate"
        label={t('fields.identificationDate')}
        type="date"
        required
      />
      <SelectField
        form={form}
        name="supplierStatus"
        label={t('fields.supplierStatus')}
        options={Object.values(SupplierStatus).map((s) => ({ value: s, label: tc(`status.${s}`) }))}
        required
      />
    </FormSection>
  );
}
