import { useTranslation } from 'react-i18next';
import { GovernorateDelegationPicker } from '@/components/pickers/governorate-delegation-picker';
import { FormSection } from '@/components/record/form-section';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { holderForm } from '../fields';
import { errorOf, type HolderFormApi } from './form-controls';

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
      <TableFields
        form={form}
        table={holderForm}
        section="location"
        kit={useFieldKit('holders')}
        labels={t('fields', { returnObjects: true })}
        custom={{
          // One picker sets both: the governorate narrows the delegations.
          governorateId: (
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
          ),
          delegationId: null,
        }}
      />
    </FormSection>
  );
}
