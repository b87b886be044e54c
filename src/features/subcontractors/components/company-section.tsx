import { GridItem } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ZonePicker } from '@/components/pickers/area-pickers';
import { FormSection } from '@/components/record/form-section';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { subcontractorForm } from '../fields';
import type { SubcontractorFormApi } from './form-parts';
import { ZoneDepotPicker } from '@/components/pickers/relay-depot-picker';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';

/** Names of the record's choices, shown before their lists load. */
export interface KnownNames {
  zone?: string;
  relayDepot?: string;
  manager?: string;
}

interface CompanySectionProps {
  form: SubcontractorFormApi;
  known: KnownNames;
  /** The company being edited, which cannot manage itself. */
  selfId?: string;
}

/** The company, its contract and its managing company. */
export function CompanySection({ form, known, selfId }: CompanySectionProps) {
  const { t } = useTranslation('subcontractors');
  const errors = form.formState.errors;
  return (
    <FormSection title={t('sections.company')} description={t('sections.companyHint')}>
      <TableFields
        form={form}
        table={subcontractorForm}
        section="company"
        kit={useFieldKit('subcontractors')}
        labels={t('fields', { returnObjects: true })}
        custom={{
          managerSubcontractorId: (
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <SubcontractorPicker
                label={t('fields.manager')}
                exceptId={selfId}
                value={form.watch('managerSubcontractorId') || undefined}
                selectedName={known.manager}
                clearLabel={t('actions.clear', { ns: 'common' })}
                placeholder={t('fields.managerNone')}
                error={errors.managerSubcontractorId?.message}
                onChange={(option) =>
                  form.setValue('managerSubcontractorId', option?.id ?? '', { shouldDirty: true })
                }
              />
            </GridItem>
          ),
        }}
      />
    </FormSection>
  );
}

/** The zone, then a depot among those serving it: another zone empties the depot. */
export function AreaSection({ form, known }: Omit<CompanySectionProps, 'selfId'>) {
  const { t } = useTranslation('subcontractors');
  const errors = form.formState.errors;
  const zoneId = form.watch('zoneId');
  const submitted = form.formState.isSubmitted;
  return (
    <FormSection title={t('sections.area')} description={t('sections.areaHint')}>
      <TableFields
        form={form}
        table={subcontractorForm}
        section="area"
        kit={useFieldKit('subcontractors')}
        labels={t('fields', { returnObjects: true })}
        custom={{
          zoneId: (
            <ZonePicker
              label={t('fields.zone')}
              value={zoneId || undefined}
              selectedName={known.zone}
              error={errors.zoneId?.message}
              required
              onChange={(zone) => {
                const next = zone?.id ?? '';
                if (next === zoneId) return;
                form.setValue('zoneId', next, { shouldDirty: true, shouldValidate: submitted });
                form.setValue('relayDepotId', '', { shouldDirty: true });
              }}
            />
          ),
          relayDepotId: (
            <ZoneDepotPicker
              withCode
              label={t('fields.relayDepot')}
              zoneId={zoneId}
              value={form.watch('relayDepotId') || undefined}
              selectedName={
                zoneId === form.formState.defaultValues?.zoneId ? known.relayDepot : undefined
              }
              helperText={zoneId ? t('fields.relayDepotHelp') : t('fields.relayDepotNeedsZone')}
              error={errors.relayDepotId?.message}
              required
              onChange={(depot) =>
                form.setValue('relayDepotId', depot?.id ?? '', {
                  shouldDirty: true,
                  shouldValidate: submitted,
                })
              }
            />
          ),
        }}
      />
    </FormSection>
  );
}
