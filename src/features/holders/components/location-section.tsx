import { useTranslation } from 'react-i18next';
import { GovernorateDelegationPicker } from '@/components/pickers/governorate-delegation-picker';
import { FormSection } from '@/components/record/form-section';
import { FormFields } from '@/components/form/form-fields';
import { errorOf, type HolderFormApi } from './form-controls';

interface LocationSectionProps {
  form: HolderFormApi;
  /** Names of the record's governorate and delegation, known before the lists load. */
  selectedNames?: { governorate?: string; delegation?: string };
}

/** Decimal degrees, typed with the interface's decimal mark. */
const coordinate = { kind: 'decimal' } as const;

/** Address, delegation (governorate first) and GPS coordinates. */
export function LocationSection({ form, selectedNames }: LocationSectionProps) {
  const { t } = useTranslation('holders');
  const [governorateId, delegationId] = form.watch(['governorateId', 'delegationId']);
  const set = { shouldDirty: true } as const;
  const labels = t('fields', { returnObjects: true });

  return (
    <FormSection title={t('sections.location')} description={t('sections.locationHint')}>
      <FormFields
        form={form}
        labels={labels}
        fields={{
          address: { wide: true, required: true },
          city: { required: true },
          postalCode: { inputMode: 'numeric', autoComplete: 'off', required: true },
        }}
      />
      <GovernorateDelegationPicker
        value={{ governorateId, delegationId }}
        onChange={(value) => {
          form.setValue('governorateId', value.governorateId ?? '', set);
          form.setValue('delegationId', value.delegationId ?? '', {
            ...set,
            shouldValidate: form.formState.isSubmitted,
          });
        }}
        labels={{
          governorate: t('fields.governorate'),
          delegation: t('fields.delegation'),
          clear: t('actions.clear', { ns: 'common' }),
        }}
        helperText={{ governorate: t('hints.governorate') }}
        selectedNames={selectedNames}
        errors={{ delegation: errorOf(form, 'delegationId') }}
        required
      />
      <FormFields
        form={form}
        labels={labels}
        fields={{
          lat: { ...coordinate, hint: t('hints.coordinates') },
          lng: coordinate,
        }}
      />
    </FormSection>
  );
}
