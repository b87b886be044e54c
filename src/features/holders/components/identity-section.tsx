import { useTranslation } from 'react-i18next';
import { HolderCategory, SectorCode, SupplierStatus } from '@generated/model';
import { FormFields } from '@/components/form/form-fields';
import { FormSection } from '@/components/record/form-section';
import type { HolderFormApi } from './form-controls';

/** Who the holder is and how it is classified. */
export function IdentitySection({ form }: { form: HolderFormApi }) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const sectors = Object.values(SectorCode).map((c) => ({ value: c, label: c }));
  return (
    <FormSection title={t('sections.identity')} description={t('sections.identityHint')}>
      <FormFields
        form={form}
        labels={t('fields', { returnObjects: true })}
        choose={t('form.choose')}
        fields={{
          name: { required: true },
          number: { maxLength: 40, required: true },
          oilType: { required: true },
          category: {
            options: Object.values(HolderCategory).map((c) => ({
              value: c,
              label: t(`category.${c}`),
            })),
            required: true,
          },
          sectorCode: { options: sectors, required: true },
          sectorSActCode: { options: sectors, required: true },
          identificationDate: { kind: 'date', required: true },
          supplierStatus: {
            options: Object.values(SupplierStatus).map((s) => ({
              value: s,
              label: tc(`status.${s}`),
            })),
            required: true,
          },
        }}
      />
    </FormSection>
  );
}
