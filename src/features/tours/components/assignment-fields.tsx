import { GridItem, SimpleGrid, Text } from '@chakra-ui/react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZonePicker } from '@/components/pickers/area-pickers';
import { DriverPicker } from '@/components/pickers/driver-picker';
import { ZoneDepotPicker } from '@/components/pickers/relay-depot-picker';
import { ZoneSubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { tourForm, type Picked } from '../fields';
import type { TourInput, TourValues } from '../schema';

type PickedField = Exclude<keyof TourInput, 'plannedDate' | 'holders'>;

interface AssignmentFieldsProps {
  form: UseFormReturn<TourInput, unknown, TourValues>;
  /** Another zone: the form empties what belonged to the old one. */
  onZoneChange: (zone: Picked | null) => void;
  /** An edit also assigns a subcontractor and a driver (the create body has neither). */
  editing: boolean;
  /** Whether the user may list drivers; if not, the driver is shown but not changed. */
  mayPickDriver: boolean;
  /** Whether the user may list depots (relayDepot READ); if not, the depot is shown as is. */
  mayPickDepot: boolean;
  /** Whether the user may list subcontractors (subcontractor READ); if not, they are shown as is. */
  mayPickSubcontractor: boolean;
}

type TourFormApi = AssignmentFieldsProps['form'];

/**
 * A picked record's field as its picker takes it: the form's `{ id, name }` (or the whole record
 * the picker gives, such as a depot with its position), its blur and its error.
 */
function usePicked(form: TourFormApi, name: PickedField, label: string) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    label,
    name: field.name,
    value: field.value?.id,
    selectedName: field.value?.name,
    onChange: (picked?: Picked | null) => field.onChange(picked ?? null),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** Zone first, then the zone's depot and subcontractor, the day; on an edit, the assignment too. */
export function AssignmentFields({
  form,
  onZoneChange,
  editing,
  mayPickDriver,
  mayPickDepot,
  mayPickSubcontractor,
}: AssignmentFieldsProps) {
  const { t } = useTranslation('tours');
  const zone = usePicked(form, 'zoneId', t('fields.zone'));
  const depot = usePicked(form, 'relayDepotId', t('fields.relayDepot'));
  const subcontractor = usePicked(form, 'subcontractorId', t('fields.subcontractor'));
  const zoneBound = useZoneBound(form);
  // Another zone empties the depot and the subcontractor: only who may choose them again moves it.
  const mayMoveZone = mayPickDepot && mayPickSubcontractor;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TableFields
        form={form}
        table={tourForm}
        section="assignment"
        kit={useFieldKit('tours')}
        labels={t('fields', { returnObjects: true })}
        custom={{
          zoneId: (
            <GridItem colSpan={{ md: 2 }} maxW={{ md: 'calc(50% - 8px)' }}>
              <ZonePicker
                {...zone}
                required
                onChange={(picked) =>
                  onZoneChange(picked ? { id: picked.id, name: picked.name } : null)
                }
                helperText={mayMoveZone ? t('fields.zoneHelp') : undefined}
                disabled={!mayMoveZone}
              />
            </GridItem>
          ),
          relayDepotId: (
            <ZoneDepotPicker {...zoneBound} {...depot} required disabled={!mayPickDepot} />
          ),
          subcontractorId: (
            <ZoneSubcontractorPicker
              {...zoneBound}
              {...subcontractor}
              required
              disabled={!mayPickSubcontractor}
            />
          ),
          assignedSubcontractorId: editing ? (
            <AssignedSubcontractor form={form} disabled={!mayPickSubcontractor} />
          ) : (
            <GridItem colSpan={{ md: 2 }}>
              <Text fontSize="sm" color="fg.muted">
                {t('fields.driverAfterCreate')}
              </Text>
            </GridItem>
          ),
          // Said with the assigned subcontractor on a new tour.
          driverId: editing ? <Driver form={form} disabled={!mayPickDriver} /> : null,
        }}
      />
    </SimpleGrid>
  );
}

/** What a zone-bound picker needs: the zone, and until there is one, a word saying so. */
function useZoneBound(form: TourFormApi) {
  const { t } = useTranslation('tours');
  const zoneId = useWatch({ control: form.control, name: 'zoneId' })?.id;
  return {
    zoneId,
    clearLabel: t('fields.clear'),
    placeholder: zoneId ? undefined : t('fields.zoneFirst'),
  };
}

/** On an edit: the subcontractor who does the tour, optional. */
function AssignedSubcontractor({ form, disabled }: { form: TourFormApi; disabled: boolean }) {
  const { t } = useTranslation('tours');
  const assigned = usePicked(form, 'assignedSubcontractorId', t('fields.assignedSubcontractor'));
  const zoneBound = useZoneBound(form);
  return (
    <ZoneSubcontractorPicker
      {...zoneBound}
      {...assigned}
      placeholder={zoneBound.zoneId ? t('fields.nobody') : t('fields.zoneFirst')}
      disabled={disabled}
    />
  );
}

/** On an edit: the driver who does the tour, optional. */
function Driver({ form, disabled }: { form: TourFormApi; disabled: boolean }) {
  const { t } = useTranslation('tours');
  const driver = usePicked(form, 'driverId', t('fields.driver'));
  return (
    <DriverPicker
      {...driver}
      clearLabel={t('fields.clear')}
      placeholder={t('fields.nobody')}
      disabled={disabled}
    />
  );
}
