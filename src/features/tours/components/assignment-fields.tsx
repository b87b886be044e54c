import { GridItem, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { Controller, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZonePicker } from '@/components/pickers/area-pickers';
import { DriverPicker } from '@/components/pickers/driver-picker';
import { ZoneDepotPicker } from '@/components/pickers/relay-depot-picker';
import { ZoneSubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { FormField } from '@/components/form/form-field';
import type { Picked, TourInput, TourValues } from '../schema';

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

/** Zone first, then the zone's depot and subcontractor; on an edit, the assignment too. */
export function AssignmentFields({
  form,
  onZoneChange,
  editing,
  mayPickDriver,
  mayPickDepot,
  mayPickSubcontractor,
}: AssignmentFieldsProps) {
  const { t } = useTranslation('tours');
  const { control } = form;
  const zone = useWatch({ control, name: 'zone' });
  const zoneId = zone?.id;
  const message = (error?: FieldError) => error?.message;
  // Another zone empties the depot and the subcontractor: only who may choose them again moves it.
  const mayMoveZone = mayPickDepot && mayPickSubcontractor;
  const zoneBound = {
    zoneId,
    clearLabel: t('fields.clear'),
    placeholder: zoneId ? undefined : t('fields.zoneFirst'),
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <GridItem colSpan={{ md: 2 }} maxW={{ md: 'calc(50% - 8px)' }}>
        <Controller
          control={control}
          name="zone"
          render={({ field, fieldState }) => (
            <ZonePicker
              label={t('fields.zone')}
              required
              name={field.name}
              value={field.value?.id}
              selectedName={field.value?.name}
              onChange={(picked) =>
                onZoneChange(picked ? { id: picked.id, name: picked.name } : null)
              }
              onBlur={field.onBlur}
              error={message(fieldState.error)}
              helperText={mayMoveZone ? t('fields.zoneHelp') : undefined}
              disabled={!mayMoveZone}
            />
          )}
        />
      </GridItem>
      <Controller
        control={control}
        name="relayDepot"
        render={({ field, fieldState }) => (
          <ZoneDepotPicker
            {...zoneBound}
            label={t('fields.relayDepot')}
            required
            name={field.name}
            value={field.value?.id}
            selectedName={field.value?.name}
            onChange={(depot) => field.onChange(depot ?? null)}
            onBlur={field.onBlur}
            error={message(fieldState.error)}
            disabled={!mayPickDepot}
          />
        )}
      />
      <Controller
        control={control}
        name="subcontractor"
        render={({ field, fieldState }) => (
          <ZoneSubcontractorPicker
            {...zoneBound}
            label={t('fields.subcontractor')}
            required
            name={field.name}
            value={field.value?.id}
            selectedName={field.value?.name}
            onChange={(picked) => field.onChange(picked ?? null)}
            onBlur={field.onBlur}
            error={message(fieldState.error)}
            disabled={!mayPickSubcontractor}
          />
        )}
      />
      <FormField
        label={t('fields.plannedDate')}
        required
        error={message(form.formState.errors.plannedDate)}
      >
        <Input type="date" {...form.register('plannedDate')} />
      </FormField>
      {editing ? (
        <>
          <Controller
            control={control}
            name="assignedSubcontractor"
            render={({ field, fieldState }) => (
              <ZoneSubcontractorPicker
                {...zoneBound}
                label={t('fields.assignedSubcontractor')}
                name={field.name}
                value={field.value?.id}
                selectedName={field.value?.name}
                onChange={(picked) => field.onChange(picked ?? null)}
                onBlur={field.onBlur}
                error={message(fieldState.error)}
                placeholder={zoneId ? t('fields.nobody') : t('fields.zoneFirst')}
                disabled={!mayPickSubcontractor}
              />
            )}
          />
          <Controller
            control={control}
            name="driver"
            render={({ field, fieldState }) => (
              <DriverPicker
                label={t('fields.driver')}
                name={field.name}
                value={field.value?.id}
                selectedName={field.value?.name}
                onChange={(picked) => field.onChange(picked ?? null)}
                onBlur={field.onBlur}
                error={message(fieldState.error)}
                clearLabel={t('fields.clear')}
                placeholder={t('fields.nobody')}
                disabled={!mayPickDriver}
              />
            )}
          />
        </>
      ) : (
        <GridItem colSpan={{ md: 2 }}>
          <Text fontSize="sm" color="fg.muted">
            {t('fields.driverAfterCreate')}
          </Text>
        </GridItem>
      )}
    </SimpleGrid>
  );
}
