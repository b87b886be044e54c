import { Card } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { RecordForm } from '@/components/record/record-form';
import { useRecordForm, type RecordFormProps } from '@/components/record/use-record-form';
import { depotNeedsZones } from '@/lib/access/policy';
import { useFormat } from '@/lib/format';
import { useCaller } from '@/lib/permissions';
import { useSaveRelayDepot } from '../api/use-save-relay-depot';
import {
  relayDepotFields,
  relayDepotInputOf,
  relayDepotMessages,
  relayDepotSchema,
  type RelayDepotInput,
} from '../schema';
import { RelayDepotFields } from './relay-depot-fields';

interface RelayDepotFormProps extends RecordFormProps<RelayDepot> {
  /** The depot to edit; none to create one. */
  depot?: RelayDepot;
}

/** One form for creating and editing a depot. A failed save keeps what the user typed. */
export function RelayDepotForm({ depot, onSaved, onCancel, onReload }: RelayDepotFormProps) {
  const { t } = useTranslation('relayDepots');
  const { t: tc } = useTranslation();
  const { decimal } = useFormat();
  const { save } = useSaveRelayDepot(depot);
  const caller = useCaller();
  const zonesRequired = !!caller && depotNeedsZones(caller);
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<RelayDepotInput, RelayDepotCreate, RelayDepot>({
    resolver: zodResolver(relayDepotSchema({ quantityRequired: !!depot, zonesRequired }), {
      error: relayDepotMessages,
    }),
    defaultValues: relayDepotInputOf(depot, decimal),
    valuesOf: (saved) => relayDepotInputOf(saved, decimal),
    save,
    onSaved,
    onReload,
    fields: relayDepotFields,
    texts,
  });

  return (
    <RecordForm
      frame={frame}
      onCancel={onCancel}
      submit={depot ? tc('actions.save') : texts.create}
    >
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
    </RecordForm>
  );
}
