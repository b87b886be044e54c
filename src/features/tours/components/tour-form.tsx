import { Box, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@generated/model';
import { RecordForm } from '@/components/record/record-form';
import { useErrorText } from '@/components/form/form-field';
import { useRecordForm, type RecordFormProps } from '@/components/record/use-record-form';
import { useCan } from '@/lib/permissions';
import { DetailCard } from '@/components/layout/detail-card';
import { useSaveTour } from '../api/use-save-tour';
import type { Picked } from '../fields';
import {
  tourFields,
  tourInputOf,
  tourMessages,
  tourSchema,
  type TourInput,
  type TourValues,
} from '../schema';
import { AssignmentFields } from './assignment-fields';
import { StopsSection } from './stops-section';
import { TourRouteMap } from './tour-route-map';

interface TourFormProps extends RecordFormProps<Tour> {
  /** The tour to edit; none to create one. */
  tour?: Tour;
}

/** What just happened, said once by screen readers; the same words twice are said twice. */
function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  return [message, announce] as const;
}

/**
 * One form for creating and editing a tour: zone, the zone's depot and subcontractor, the
 * zone's holders in visiting order, and the route on a map. A failed save keeps the input.
 */
export function TourForm({ tour, onSaved, onCancel, onReload }: TourFormProps) {
  const { t } = useTranslation('tours');
  const { t: tc } = useTranslation();
  const mayListDrivers = useCan('driver', 'READ');
  const mayListUsers = useCan('users', 'READ');
  const mayPickDriver = mayListDrivers || mayListUsers;
  const mayPickDepot = useCan('relayDepot', 'READ');
  const mayPickSubcontractor = useCan('subcontractor', 'READ');
  const { save } = useSaveTour(tour, { driverEditable: !!tour && mayPickDriver });
  const [announcement, announce] = useAnnouncer();
  const errorMessage = useErrorText();
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<TourInput, TourValues, Tour>({
    resolver: zodResolver(tourSchema, { error: tourMessages }),
    defaultValues: tourInputOf(tour),
    valuesOf: tourInputOf,
    save,
    onSaved,
    onReload,
    // An issue on one stop goes to the stops.
    fields: (path) => tourFields.find((field) => field === path.split('.')[0]),
    texts,
  });
  const { field: stops, fieldState: stopsState } = useController({
    control: form.control,
    name: 'holders',
  });
  const zone = useWatch({ control: form.control, name: 'zoneId' });
  const depot = useWatch({ control: form.control, name: 'relayDepotId' });

  // The depot, the subcontractors and the holders are the zone's: another zone empties them.
  const changeZone = (next: Picked | null) => {
    const current = form.getValues();
    if (next?.id === current.zoneId?.id) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    const hadChoices =
      !!current.relayDepotId ||
      !!current.subcontractorId ||
      !!current.assignedSubcontractorId ||
      current.holders.length > 0;
    form.setValue('zoneId', next, options);
    form.setValue('relayDepotId', null, options);
    form.setValue('subcontractorId', null, options);
    form.setValue('assignedSubcontractorId', null, options);
    form.setValue('holders', [], options);
    if (hadChoices) announce(t('stops.zoneChanged'));
  };

  const stopsError = stopsState.error?.message ?? stopsState.error?.root?.message;

  return (
    <RecordForm frame={frame} onCancel={onCancel} submit={tour ? tc('actions.save') : texts.create}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <DetailCard title={t('sections.assignment')}>
        <AssignmentFields
          form={form}
          onZoneChange={changeZone}
          editing={!!tour}
          mayPickDriver={mayPickDriver}
          mayPickDepot={mayPickDepot}
          mayPickSubcontractor={mayPickSubcontractor}
        />
      </DetailCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <StopsSection
          zoneId={zone?.id}
          depot={depot}
          stops={stops.value}
          onChange={(next) => stops.onChange(next)}
          announce={announce}
          error={errorMessage(stopsError)}
          searchRef={stops.ref}
        />
        <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <DetailCard title={t('sections.map')}>
            <TourRouteMap depot={depot} stops={stops.value} height="96" />
          </DetailCard>
        </Box>
      </SimpleGrid>
    </RecordForm>
  );
}
