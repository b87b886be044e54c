import { Button, Card, Flex, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/feedback/failure-alert';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { depotNeedsZones } from '@/lib/access/policy';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http-client';
import { useCaller } from '@/lib/permissions';
import { useSaveRelayDepot } from '../api/use-save-relay-depot';
import { useFormat } from '@/lib/format';
import {
  relayDepotFields,
  relayDepotInputOf,
  relayDepotMessages,
  relayDepotSchema,
  type RelayDepotInput,
} from '../schema';
import { RelayDepotFields } from './relay-depot-fields';

interface RelayDepotFormProps {
  /** The depot to edit; none to create one. */
  depot?: RelayDepot;
  onSaved: (depot: RelayDepot) => void;
  onCancel: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<RelayDepot | undefined>;
}

type Failure = { kind: 'error' | 'conflict'; message: string };

/** One form for creating and editing a depot. A failed save keeps what the user typed. */
export function RelayDepotForm({ depot, onSaved, onCancel, onReload }: RelayDepotFormProps) {
  const { t } = useTranslation('relayDepots');
  const { decimal } = useFormat();
  const { save, saving } = useSaveRelayDepot(depot);
  const [failure, setFailure] = useState<Failure>();
  const caller = useCaller();
  const zonesRequired = !!caller && depotNeedsZones(caller);
  const form = useForm<RelayDepotInput, unknown, RelayDepotCreate>({
    resolver: zodResolver(relayDepotSchema({ quantityRequired: !!depot, zonesRequired }), {
      error: relayDepotMessages,
    }),
    defaultValues: relayDepotInputOf(depot, decimal),
  });
  const guard = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await save(values);
      form.reset(relayDepotInputOf(saved, decimal));
      guard.allowNextNavigation();
      onSaved(saved);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 412
          ? { kind: 'conflict', message: t('form.conflict') }
          : { kind: 'error', message: applyServerErrors(error, form.setError, relayDepotFields) },
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
    form.reset(relayDepotInputOf(latest, decimal));
    setFailure(undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <RelayDepotFields
              form={form}
              quantityOptional={!depot}
              zonesRequired={zonesRequired}
              knownZones={depot?.zones}
            />
          </Card.Body>
        </Card.Root>
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
            {depot ? t('form.save') : t('form.create')}
          </Button>
        </Flex>
      </Stack>
      {guard.dialog}
    </form>
  );
}
