import type { shipments } from '@server/db/schema';
import type { Who } from '@server/history/write';
import { badRequest } from '@server/http/errors';
import type { Lang } from '@server/http/i18n';
import { postMovement, StockRefusal } from '../stock/ledger';

const formats = {
  fr: new Intl.NumberFormat('fr-TN', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
};

/**
 * A dispatched shipment's net weight leaves its depot: one OUT entry of the ledger naming the
 * shipment, on its dispatch day, at its density. The ledger locks the depot, so that two
 * dispatches of one depot are counted one after the other; one that would take the stock below
 * zero is a 400 on `netWeightKg` naming what the depot holds, in kg at the shipment's density.
 */
export const takeOutOfStock = async (
  tx: Parameters<typeof postMovement>[0],
  shipment: typeof shipments.$inferSelect,
  who: Who,
) => {
  try {
    await postMovement(
      tx,
      {
        depotId: shipment.relayDepotId,
        kind: 'OUT',
        kg: shipment.netWeightKg,
        density: shipment.densityKgPerLitre,
        occurredOn: shipment.dispatchDate,
        shipmentId: shipment.id,
      },
      who,
    );
  } catch (error) {
    if (!(error instanceof StockRefusal)) throw error;
    if (error.reason !== 'insufficientStock') throw error;
    const available = Math.max(0, (error.detail.available ?? 0) * shipment.densityKgPerLitre);
    throw badRequest([
      {
        code: 'custom',
        path: ['netWeightKg'],
        key: 'stockTooLow',
        values: (lang: Lang) => ({
          available: formats[lang].format(available).replace(/[\u202f\u00a0]/g, ' '),
          asked: formats[lang].format(shipment.netWeightKg).replace(/[\u202f\u00a0]/g, ' '),
        }),
      },
    ]);
  }
};
