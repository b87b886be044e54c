import { Card, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentCreate } from '@generated/model';
import { BuyerPicker } from '@/components/pickers/buyer-picker';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import { RecordForm } from '@/components/record/record-form';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { useRecordForm, type RecordFormProps } from '@/components/record/use-record-form';
import { useFormat } from '@/lib/format';
import { useSaveShipment } from '../api/use-save-shipment';
import { shipmentForm, type ShipmentFormSection } from '../fields';
import {
  shipmentFields,
  shipmentInputOf,
  shipmentMessages,
  shipmentSchema,
  type ShipmentInput,
} from '../schema';

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

interface ShipmentFormProps extends RecordFormProps<Shipment> {
  /** The planned shipment to edit; none to plan one. */
  shipment?: Shipment;
}

/**
 * One form for planning and editing a shipment. Only buyers whose certificate is valid today are
 * offered; the server checks the certificate on the dispatch day. A failed save keeps what the
 * user typed.
 */
export function ShipmentForm({ shipment, onSaved, onCancel, onReload }: ShipmentFormProps) {
  const { t } = useTranslation('shipments');
  const { t: tc } = useTranslation();
  const { decimal } = useFormat();
  const { save } = useSaveShipment(shipment);
  const kit = useFieldKit('shipments');
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<ShipmentInput, ShipmentCreate, Shipment>({
    resolver: zodResolver(shipmentSchema, { error: shipmentMessages }),
    defaultValues: shipmentInputOf(shipment, decimal),
    valuesOf: (saved) => shipmentInputOf(saved, decimal),
    save,
    onSaved,
    onReload,
    fields: shipmentFields,
    texts,
  });
  const errors = form.formState.errors;
  const submitted = form.formState.isSubmitted;
  const labels = t('fields', { returnObjects: true });
  const pick = (field: 'relayDepotId' | 'buyerId') => (chosen?: { id: string }) =>
    form.setValue(field, chosen?.id ?? '', { shouldDirty: true, shouldValidate: submitted });
  const fields = <S extends ShipmentFormSection>(section: S) => ({
    form,
    table: shipmentForm,
    section,
    kit,
    labels,
  });

  return (
    <RecordForm
      frame={frame}
      onCancel={onCancel}
      submit={shipment ? tc('actions.save') : texts.create}
    >
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <Section legend={t('sections.route')}>
              <TableFields
                {...fields('route')}
                custom={{
                  relayDepotId: (
                    <RelayDepotPicker
                      withCode
                      label={labels.relayDepotId}
                      value={form.watch('relayDepotId') || undefined}
                      selectedName={shipment?.relayDepot.name}
                      error={errors.relayDepotId?.message}
                      required
                      onChange={pick('relayDepotId')}
                    />
                  ),
                  buyerId: (
                    <BuyerPicker
                      valid
                      label={labels.buyerId}
                      value={form.watch('buyerId') || undefined}
                      selectedName={shipment?.buyer.name}
                      helperText={t('fields.buyerHelp')}
                      error={errors.buyerId?.message}
                      required
                      onChange={pick('buyerId')}
                    />
                  ),
                }}
              />
            </Section>
            <Section legend={t('sections.transport')}>
              <TableFields {...fields('transport')} />
            </Section>
            <Section legend={t('sections.weights')}>
              <TableFields {...fields('weights')} />
            </Section>
            <Section legend={t('sections.quality')}>
              <TableFields {...fields('quality')} />
            </Section>
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
