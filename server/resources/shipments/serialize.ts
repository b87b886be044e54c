import { eq } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetShipmentResponse } from '@generated/zod/shipments/shipments.zod';
import type { Db } from '@server/db/client';
import { buyers, relayDepots, shipments } from '@server/db/schema';
import { complete } from '../complete';
import { depotSummary } from '../summaries';
import { buyerSummary } from '../buyers/serialize';

export type Shipment = zod.output<typeof GetShipmentResponse>;

export const shipmentSelect = (db: Db) =>
  db
    .select({ shipment: shipments, relayDepot: depotSummary, buyer: buyerSummary })
    .from(shipments)
    .innerJoin(relayDepots, eq(relayDepots.id, shipments.relayDepotId))
    .innerJoin(buyers, eq(buyers.id, shipments.buyerId));

type Row = Awaited<ReturnType<ReturnType<typeof shipmentSelect>['execute']>>[number];

/** The litres a weight makes at a density, to the litre. */
export const litresOf = (kg: number, density: number) => Math.round(kg / density);

export const serializeShipments = (rows: Row[]): Shipment[] =>
  rows.map(({ shipment: s, relayDepot, buyer }) =>
    complete<Shipment>({
      id: s.id,
      relayDepotId: s.relayDepotId,
      relayDepot,
      buyerId: s.buyerId,
      buyer,
      contractNumber: s.contractNumber,
      dispatchDate: s.dispatchDate,
      vehicleNumber: s.vehicleNumber,
      transportDocumentNumber: s.transportDocumentNumber,
      grossWeightKg: s.grossWeightKg,
      netWeightKg: s.netWeightKg,
      densityKgPerLitre: s.densityKgPerLitre,
      netLitres: litresOf(s.netWeightKg, s.densityKgPerLitre),
      moistureImpuritiesPercent: s.moistureImpuritiesPercent,
      freeFattyAcidsPercent: s.freeFattyAcidsPercent,
      status: s.status,
      declarationNumber: s.declarationNumber,
      dispatchedAt: s.dispatchedAt?.toISOString() ?? null,
      receivedDate: s.receivedDate,
      receivedWeightKg: s.receivedWeightKg,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    }),
  );
