import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  VisuallyHidden,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useController, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/feedback/failure-alert';
import type { Tour } from '@generated/model';
import { useErrorText } from '@/components/form/form-field';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { ApiError } from '@/lib/http-client';
import { useCan } from '@/lib/permissions';
import { useSaveTour } from '../api/use-save-tour';
import {
  fieldOfContract,
  tourInputOf,
  tourSchema,
  type Picked,
  type TourInput,
  type TourValues,
} from '../schema';
import { AssignmentFields } from './assignment-fields';
import { StopsSection } from './stops-section';
import { TourRouteMap } from './tour-route-map';

interface TourFormProps {
  /** The tour to edit; none to create one. */
  tour?: Tour;
  onSaved: (tour: Tour) => void;
  onCancel: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<Tour | undefined>;
}

type Failure = { kind: 'error' | 'conflict'; message: string };

/** A server's 400 on the form: each issue on its field (contract names mapped to ours). */
function applyServerErrors(error: unknown, setError: UseFormSetError<TourInput>): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  for (const issue of error.body.details?.issues ?? []) {
    const field = fieldOfContract[String(issue.path?.[0]) as keyof typeof fieldOfContract];
    if (field) setError(field, { type: 'server', message: issue.message });
  }
  return error.body.message;
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
  const mayListDrivers = useCan('driver', 'READ');
  const mayListUsers = useCan('users', 'READ');
  const mayPickDriver = mayListDrivers || mayListUsers;
  const mayPickDepot = useCan('relayDepot', 'READ');
  const mayPickSubcontractor = useCan('subcontractor', 'READ');
  const { save, saving } = useSaveTour(tour, { driverEditable: !!tour && mayPickDriver });
  const [failure, setFailure] = useState<Failure>();
  const [announcement, announce] = useAnnouncer();
  const form = useForm<TourInput, unknown, TourValues>({
    resolver: zodResolver(tourSchema),
    defaultValues: tourInputOf(tour),
  });
  const guard = useUnsavedChanges(form.formState.isDirty);
  const { field: stops, fieldState: stopsState } = useController({
    control: form.control,
    name: 'stops',
  });
  const zone = useWatch({ control: form.control, name: 'zone' });
  const depot = useWatch({ control: form.control, name: 'relayDepot' });

  // The depot, the subcontractors and the holders are the zone's: another zone empties them.
  const changeZone = (next: Picked | null) => {
    const current = form.getValues();
    if (next?.id === current.zone?.id) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    const hadChoices =
      !!current.relayDepot ||
      !!current.subcontractor ||
      !!current.assignedSubcontractor ||
      current.stops.length > 0;
    form.setValue('zone', next, options);
    form.setValue('relayDepot', null, options);
    form.setValue('subcontractor', null, options);
    form.setValue('assignedSubcontractor', null, options);
    form.setValue('stops', [], options);
    if (hadChoices) announce(t('stops.zoneChanged'));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await save(values);
      form.reset(tourInputOf(saved));
      guard.allowNextNavigation();
      onSaved(saved);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 412
          ? { kind: 'conflict', message: t('form.conflict') }
          : { kind: 'error', message: applyServerErrors(error, form.setError) },
      );
    }
  });

  const cancel = () => {
    guard.allowNextNavigation();
    onCancel();
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (!latest) return;
    form.reset(tourInputOf(latest));
    setFailure(undefined);
  };

  const stopsError = stopsState.error?.message ?? stopsState.error?.root?.message;
  const errorText = useErrorText();

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        <Card.Root size="sm" as="section" aria-label={t('sections.assignment')}>
          <Card.Header>
            <Heading as="h2" size="md">
              {t('sections.assignment')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <AssignmentFields
              form={form}
              onZoneChange={changeZone}
              editing={!!tour}
              mayPickDriver={mayPickDriver}
              mayPickDepot={mayPickDepot}
              mayPickSubcontractor={mayPickSubcontractor}
            />
          </Card.Body>
        </Card.Root>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <StopsSection
            zoneId={zone?.id}
            depot={depot}
            stops={stops.value}
            onChange={(next) => stops.onChange(next)}
            announce={announce}
            error={errorText(stopsError)}
            searchRef={stops.ref}
          />
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <Card.Root size="sm" as="section" aria-label={t('sections.map')}>
              <Card.Header>
                <Heading as="h2" size="md">
                  {t('sections.map')}
                </Heading>
              </Card.Header>
              <Card.Body>
                <TourRouteMap depot={depot} stops={stops.value} height="96" />
              </Card.Body>
            </Card.Root>
          </Box>
        </SimpleGrid>
        {/* Above the buttons, where the user is looking when the save fails. */}
        {failure && (
          <FailureAlert
            failure={{
              kind: failure.kind,
              title: failure.kind === 'conflict' ? t('form.conflictTitle') : t('form.errorTitle'),
              message: failure.message,
            }}
            reload={onReload && { label: t('form.reload'), onClick: () => void reload() }}
          />
        )}
        {/* On a narrow screen the buttons span the width, the main one on top. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="ghost" onClick={cancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {tour ? t('form.save') : t('form.create')}
          </Button>
        </Flex>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {guard.dialog}
    </form>
  );
}
