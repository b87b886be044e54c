import { Button, Input, SimpleGrid } from '@chakra-ui/react';
import { FileDown, PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@generated/model';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QuestionDialog } from '@/components/feedback/question-dialog';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormField } from '@/components/form/form-field';
import { toNumber } from '@/lib/contract-values';
import { useFormat } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useDeclarationDownload, useShipmentMoves } from '../api/use-save-shipment';
import { kg } from '../fields';

/**
 * What can happen to a shipment next, in its header: dispatch a planned one (after a
 * confirmation saying what leaves which depot), record the receipt of a dispatched one (its day
 * and weight), download the declaration of one that left. A refusal (the stock, the buyer's
 * certificate) is the server's words in the usual toast.
 */
export function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const format = useFormat();
  const mayMove = useCan('shipment', 'UPDATE');
  const { dispatch, receive, busy } = useShipmentMoves(shipment);
  const download = useDeclarationDownload(shipment);
  const [asking, setAsking] = useState<'dispatch' | 'receive'>();
  const [receipt, setReceipt] = useState({ day: '', weight: '' });
  const weight = toNumber(receipt.weight) ?? Number.NaN;
  const receiptReady =
    receipt.day >= shipment.dispatchDate && Number.isFinite(weight) && weight > 0;

  const act = async (move: () => Promise<Shipment>, done: (saved: Shipment) => string) => {
    try {
      notifySuccess(done(await move()));
    } catch {
      // The query client's toast already says what went wrong.
    } finally {
      setAsking(undefined);
    }
  };

  return (
    <>
      {shipment.declarationNumber && (
        <Button
          size="sm"
          variant="outline"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          <FileDown size={16} aria-hidden /> {t('declaration.download')}
        </Button>
      )}
      {mayMove && shipment.status === 'PLANNED' && (
        <Button size="sm" colorPalette="brand" onClick={() => setAsking('dispatch')}>
          <Truck size={16} aria-hidden /> {t('dispatch.action')}
        </Button>
      )}
      {mayMove && shipment.status === 'DISPATCHED' && (
        <Button size="sm" colorPalette="brand" onClick={() => setAsking('receive')}>
          <PackageCheck size={16} aria-hidden /> {t('receive.action')}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'dispatch'}
        title={t('dispatch.title', { contract: shipment.contractNumber })}
        message={t('dispatch.message', {
          kg: kg(format, shipment.netWeightKg),
          depot: shipment.relayDepot.name,
        })}
        confirmLabel={t('dispatch.action')}
        cancelLabel={t('dispatch.cancel')}
        busy={busy}
        danger={false}
        onConfirm={() =>
          void act(dispatch, (saved) =>
            t('dispatch.done', { number: saved.declarationNumber ?? '' }),
          )
        }
        onCancel={() => setAsking(undefined)}
      />
      {asking === 'receive' && (
        <QuestionDialog
          open
          title={t('receive.title', { contract: shipment.contractNumber })}
          description={t('receive.message')}
          cancel={{
            label: t('receive.cancel'),
            onClick: () => setAsking(undefined),
            disabled: busy,
          }}
          confirm={{
            label: t('receive.action'),
            colorPalette: 'brand',
            loading: busy,
            onClick: () => {
              if (!receiptReady) return;
              void act(
                () => receive({ receivedDate: receipt.day, receivedWeightKg: weight }),
                () => t('receive.done'),
              );
            },
          }}
        >
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('fields.receivedDate')} required>
              <Input
                type="date"
                min={shipment.dispatchDate}
                value={receipt.day}
                onChange={(e) => setReceipt({ ...receipt, day: e.currentTarget.value })}
              />
            </FormField>
            <FormField label={t('fields.receivedWeightKg')} required>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={receipt.weight}
                onChange={(e) => setReceipt({ ...receipt, weight: e.currentTarget.value })}
              />
            </FormField>
          </SimpleGrid>
        </QuestionDialog>
      )}
    </>
  );
}
