import {
  getCreateRelayDepotMockHandler,
  getGetRelayDepotMockHandler,
  getListRelayDepotsMockHandler,
  getUpdateRelayDepotMockHandler,
} from '@generated/api/relay-depots/relay-depots.msw';
import { getListRegionsMockHandler, getListZonesMockHandler } from '@generated/api/areas/areas.msw';
import type {
  RelayDepot,
  RelayDepotCreate,
  RelayDepotPageResponse,
  RelayDepotUpdate,
} from '@generated/model';
import { checkIfMatch, fail, later, pageOf } from '@mocks/kit';
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
const rate = (d: RelayDepot) => d.quantity / d.capacity;

function page(store: DepotStore, params: URLSearchParams): RelayDepotPageResponse {
  const query = params.get('query')?.trim().toLowerCase();
  const regionId = params.get('regionId');
  const zoneId = params.get('zoneId');
  const minFillRate = Number(params.get('minFillRate') ?? 0);
  const field = (params.get('sortField') ?? 'name') as keyof RelayDepot | 'fillRate';
  const order = params.get('sortOrder') === 'desc' ? -1 : 1;
  const key = (d: RelayDepot): string | number =>
    field === 'fillRate' ? rate(d) : (d[field] as string | number);
  const matches = store.depots
    .filter(
      (d) => !query || [d.code, d.name, d.address, d.email].join(' ').toLowerCase().includes(query),
    )
    .filter((d) => !regionId || d.zones.some((z) => z.regionId === regionId))
    .filter((d) => !zoneId || d.zones.some((z) => z.id === zoneId))
    .filter((d) => rate(d) >= minFillRate)
    .sort((a, b) => (key(a) < key(b) ? -order : order));
  return pageOf(matches, params);
}

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
 * A small relay-depot server over the generated handlers: lists filter, sort and page, updates
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
      return page(store, new URL(request.url).searchParams);
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
