import { getListBuyersMockHandler } from '@generated/api/buyers/buyers.msw';
import { getListRelayDepotsMockHandler } from '@generated/api/relay-depots/relay-depots.msw';
import {
  getCreateShipmentMockHandler,
  getDispatchShipmentMockHandler,
  getGetShipmentDeclarationPdfMockHandler,
  getGetShipmentMockHandler,
  getListShipmentsMockHandler,
  getReceiveShipmentMockHandler,
  getUpdateShipmentMockHandler,
} from '@generated/api/shipments/shipments.msw';
import type { Shipment, ShipmentCreate, ShipmentReceipt, ShipmentUpdate } from '@generated/model';
import { checkIfMatch, fail, later, metaOf } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { bioDiesel, depots, shipments } from './shipment-fixtures';

/** The shipments the handlers serve and change, what each depot holds (kg), the requests. */
export interface ShipmentStore {
  shipments: Shipment[];
  stockKg: Record<string, number>;
  requests: { method: string; url: URL; body?: unknown }[];
}

export const createShipmentStore = (
  records: Shipment[] = shipments,
  stockKg: Record<string, number> = Object.fromEntries(depots.map((d) => [d.id, 30000])),
): ShipmentStore => ({ shipments: structuredClone(records), stockKg, requests: [] });

let numbered = 12;

/**
 * A small shipments server over the generated handlers: planned shipments change (If-Match),
 * a dispatch takes the depot's stock (refused beyond it, in the server's words) and numbers the
 * declaration, a receipt follows a dispatch; the declaration is a PDF once dispatched.
 */
export function shipmentHandlers(store: ShipmentStore) {
  const record = async (request: Request) => {
    const body: unknown = ['POST', 'PATCH'].includes(request.method)
      ? await request
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    store.requests.push({ method: request.method, url: new URL(request.url), body });
    return body;
  };
  const find = (id: unknown) =>
    store.shipments.find((s) => s.id === id) ??
    fail(404, '404:NOT_FOUND', 'Expédition introuvable');
  const save = (next: Shipment) => {
    store.shipments = store.shipments.some((s) => s.id === next.id)
      ? store.shipments.map((s) => (s.id === next.id ? next : s))
      : [...store.shipments, next];
    return next;
  };
  const withRefs = (fields: ShipmentCreate | ShipmentUpdate, old?: Shipment): Shipment => {
    const depot =
      depots.find((d) => d.id === (fields.relayDepotId ?? old?.relayDepotId)) ??
      fail(400, '400:BAD_REQUEST', 'Référence inconnue');
    const net = fields.netWeightKg ?? old?.netWeightKg ?? 0;
    const density = fields.densityKgPerLitre ?? old?.densityKgPerLitre ?? 0.92;
    return {
      ...(old ?? {
        id: crypto.randomUUID(),
        status: 'PLANNED',
        declarationNumber: null,
        dispatchedAt: null,
        receivedDate: null,
        receivedWeightKg: null,
        moistureImpuritiesPercent: null,
        freeFattyAcidsPercent: null,
        createdAt: new Date().toISOString(),
        buyerId: bioDiesel.id,
      }),
      ...fields,
      relayDepot: {
        id: depot.id,
        code: depot.code,
        name: depot.name,
        lat: depot.lat,
        lng: depot.lng,
      },
      buyer: {
        id: bioDiesel.id,
        name: bioDiesel.name,
        country: bioDiesel.country,
        certificateNumber: bioDiesel.certificateNumber,
        certificateValidUntil: bioDiesel.certificateValidUntil,
      },
      densityKgPerLitre: density,
      netLitres: Math.round(net / density),
      updatedAt: later(old?.updatedAt ?? '2026-11-22T08:00:00Z'),
    } as Shipment;
  };
  return [
    getListRelayDepotsMockHandler({ items: depots, meta: metaOf(1, 20, depots.length) }),
    getListBuyersMockHandler({ items: [bioDiesel], meta: metaOf(1, 20, 1) }),
    getListShipmentsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.shipments, store.shipments, request);
    }),
    getGetShipmentMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getCreateShipmentMockHandler(async ({ request }) =>
      save(withRefs((await record(request)) as ShipmentCreate)),
    ),
    getUpdateShipmentMockHandler(async ({ request, params }) => {
      const changes = (await record(request)) as ShipmentUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, "L'expédition a été modifiée entre-temps");
      if (current.status !== 'PLANNED') {
        fail(409, '409:CONFLICT', 'Cette expédition est déjà partie : elle ne change plus');
      }
      return save(withRefs(changes, current));
    }),
    getDispatchShipmentMockHandler(async ({ request, params }) => {
      await record(request);
      const current = find(params.id);
      const held = store.stockKg[current.relayDepotId] ?? 0;
      if (current.netWeightKg > held) {
        fail(
          400,
          '400:BAD_REQUEST',
          `Le dépôt ne contient que ${held.toLocaleString('fr-TN')} kg : une expédition de ${current.netWeightKg.toLocaleString('fr-TN')} kg dépasse son stock`,
        );
      }
      store.stockKg[current.relayDepotId] = held - current.netWeightKg;
      numbered += 1;
      return save({
        ...current,
        status: 'DISPATCHED',
        declarationNumber: `SD-2026-${String(numbered).padStart(6, '0')}`,
        dispatchedAt: new Date().toISOString(),
        updatedAt: later(current.updatedAt),
      });
    }),
    getReceiveShipmentMockHandler(async ({ request, params }) => {
      const body = (await record(request)) as ShipmentReceipt;
      const current = find(params.id);
      return save({
        ...current,
        status: 'RECEIVED',
        ...body,
        updatedAt: later(current.updatedAt),
      });
    }),
    getGetShipmentDeclarationPdfMockHandler(
      () => new Blob(['%PDF-1.3\n%%EOF\n'], { type: 'application/pdf' }),
    ),
  ];
}
