import { useTranslation } from 'react-i18next';
import { GovernorateDelegationPicker } from '@/components/pickers/governorate-delegation-picker';
import { FormSection } from '@/components/record/form-section';
import { TextField, errorOf, type HolderFormApi } from './form-controls';

interface LocationSectionProps {
  form: HolderFormApi;
  /** Names of the record's governorate and delegation, known before the lists load. */
  selectedNames?: { governorate?: string; delegation?: string };
}

/** Address, delegation (governorate first) and GPS coordinates. */
export function LocationSection({ form, selectedNames }: LocationSectionProps) {
  const { t } = useTranslation('holders');
  const [governorateId, delegationId] = form.watch(['governorateId', 'delegationId']);
  const set = { shouldDirty: true } as const;

  return (
    <FormSection title={t('sections.location')} description={t('sections.locationHint')}>
      <TextField form={form} name="address" label={t('fields.address')} wide required />
      <TextField form={form} name="city" label={t('fields.city')} required />
      <TextField
        form={form}
        name="postalCode"
        label={t('fields.postalCode')}
        type="number"
        inputMode="numeric"
        min={1000}
        max={9999}
        required
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
      <TextField
        form={form}
        name="lat"
        label={t('fields.lat')}
        type="number"
        step="any"
        inputMode="decimal"
        helperText={t('hints.coordinates')}
      />
      <TextField
        form={form}
        name="lng"
        label={t('fields.lng')}
        type="number"
        step="any"
        inputMode="decimal"
      />
    </FormSection>
  );
}
