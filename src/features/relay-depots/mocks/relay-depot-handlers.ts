import {
  getCreateRelayDepotMockHandler,
  getGetRelayDepotMockHandler,
  getListRelayDepotsMockHandler,
  getUpdateRelayDepotMockHandler,
} from '@generated/api/relay-depots/relay-depots.msw';
import { getListRegionsMockHandler, getListZonesMockHandler } from '@generated/api/areas/areas.msw';
import type { RelayDepot, RelayDepotCreate, RelayDepotUpdate } from '@generated/model';
import { checkIfMatch, fail, later } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { depotRegions, depotZones, relayDepots } from './relay-depot-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The depots the handlers serve and change, and every request they received. */
export interface DepotStore {
  depots: RelayDepot[];
  requests: SentRequest[];
}

export const createDepotStore = (depots: RelayDepot[] = relayDepots): DepotStore => ({
  depots: structuredClone(depots),
  requests: [],
});

const zones = Object.values(depotZones);
function apply(store: DepotStore, id: string | undefined, changes: RelayDepotUpdate): RelayDepot {
  const old = store.depots.find((d) => d.id === id);
  const { zoneIds, ...fields } = changes;
  const next = {
    ...(old ?? { id: crypto.randomUUID(), createdAt: new Date().toISOString(), quantity: 0 }),
    ...fields,
    zones: zones
      .filter((z) => (zoneIds ?? old?.zones.map((o) => o.id) ?? []).includes(z.id))
      .map(({ id: zoneId, name, regionId }) => ({ id: zoneId, name, regionId })),
    updatedAt: later(old?.updatedAt ?? '2026-11-22T08:00:00Z'),
  } as RelayDepot;
  if (next.quantity > next.capacity) {
    fail(400, '400:BAD_REQUEST', 'La quantité ne peut pas dépasser la capacité');
  }
  store.depots = old ? store.depots.map((d) => (d.id === id ? next : d)) : [...store.depots, next];
  return next;
}

/**
 * A small relay-depot server over the generated handlers: lists are the declared list's fake (`listPage`), updates
 * check If-Match (412), unknown ids answer 404, and every request is kept for the tests.
 */
export function relayDepotHandlers(store: DepotStore) {
  const record = async (request: Request) => {
    const body: unknown = ['POST', 'PATCH'].includes(request.method)
      ? await request.clone().json()
      : undefined;
    store.requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    });
    return body;
  };
  const find = (id: unknown) =>
    store.depots.find((d) => d.id === id) ?? fail(404, '404:NOT_FOUND', 'Dépôt relais introuvable');

  return [
    getListRegionsMockHandler(depotRegions),
    getListZonesMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      const regionId = params.get('regionId');
      const query = params.get('query')?.toLowerCase() ?? '';
      return zones.filter(
        (z) => (!regionId || z.regionId === regionId) && z.name.toLowerCase().includes(query),
      );
    }),
    getListRelayDepotsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.relayDepots, store.depots, request);
    }),
    getGetRelayDepotMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getCreateRelayDepotMockHandler(async ({ request }) => {
      return apply(store, undefined, (await record(request)) as RelayDepotCreate);
    }),
    getUpdateRelayDepotMockHandler(async ({ request, params }) => {
      const changes = (await record(request)) as RelayDepotUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, 'Le dépôt relais a été modifié entre-temps');
      return apply(store, current.id, changes);
    }),
  ];
}
