import {
  getCreateRegionMockHandler,
  getCreateZoneMockHandler,
  getGetRegionMockHandler,
  getGetZoneMockHandler,
  getListDelegationsMockHandler,
  getListRegionsMockHandler,
  getListZonesMockHandler,
  getUpdateRegionMockHandler,
  getUpdateZoneMockHandler,
} from '@generated/api/areas/areas.msw';
import type {
  Delegation,
  Region,
  RegionCreate,
  Zone,
  ZoneCreate,
  ZoneUpdate,
} from '@generated/model';
import { delegations, regions, zones } from '@/components/pickers/mocks/area-fixtures';
import { checkIfMatch, fail, later } from '@mocks/kit';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The organisation's map the handlers serve and change, and every write they received. */
export interface AreaStore {
  regions: Omit<Region, 'zones'>[];
  zones: Zone[];
  delegations: Delegation[];
  requests: SentRequest[];
}

/** The picker fixtures' areas, and a delegation no zone serves (Le Kram). */
export const createAreaStore = (): AreaStore => ({
  regions: regions.map(({ id, name, updatedAt }) => ({ id, name, updatedAt })),
  zones: Object.values(zones).map((zone) => ({ ...zone })),
  delegations: [
    ...Object.values(delegations).map((delegation) => ({ ...delegation })),
    {
      id: '00000000-0000-4000-8000-000000000399',
      name: 'Le Kram',
      zoneId: null,
      governorateId: delegations.laMarsa.governorateId,
      governorate: delegations.laMarsa.governorate,
    },
  ],
  requests: [],
});

const TAKEN = 'Ce nom est déjà utilisé';
const CHANGED = "Cet enregistrement a été modifié entre-temps ; rechargez-le avant d'enregistrer";

const regionOf = (store: AreaStore, region: Omit<Region, 'zones'>): Region => ({
  ...region,
  zones: store.zones
    .filter((zone) => zone.regionId === region.id)
    .map(({ id, name, regionId }) => ({ id, name, regionId }))
    .sort((a, b) => a.name.localeCompare(b.name)),
});
const zoneOf = (store: AreaStore, zone: Zone): Zone => {
  const region = store.regions.find((r) => r.id === zone.regionId);
  return { ...zone, region: region && { id: region.id, name: region.name } };
};

const place = (store: AreaStore, zone: Zone, ids: string[]) => {
  store.delegations = store.delegations.map((delegation) => {
    if (ids.includes(delegation.id)) {
      const { id, name, regionId } = zone;
      return { ...delegation, zoneId: id, zone: { id, name, regionId } };
    }
    if (delegation.zoneId !== zone.id) return delegation;
    const { id, name, governorateId, governorate } = delegation;
    return { id, name, governorateId, governorate, zoneId: null };
  });
};

/** The area calls answered from `store`, as the server does (names unique, If-Match checked). */
export const areaStoreHandlers = (store: AreaStore) => {
  const record = async (request: Request): Promise<unknown> => {
    const body: unknown = await request.clone().json();
    store.requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    });
    return body;
  };
  const now = '2026-11-22T08:00:00.000Z';
  return [
    getListRegionsMockHandler(() =>
      store.regions
        .map((region) => regionOf(store, region))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
    getGetRegionMockHandler(({ params }) => {
      const region = store.regions.find((r) => r.id === params.id);
      return region ? regionOf(store, region) : fail(404, '404:NOT_FOUND', 'Ressource introuvable');
    }),
    getCreateRegionMockHandler(async ({ request }) => {
      const body = (await record(request)) as RegionCreate;
      if (store.regions.some((r) => r.name === body.name)) fail(409, '409:CONFLICT', TAKEN);
      const region = { id: crypto.randomUUID(), name: body.name, updatedAt: now };
      store.regions.push(region);
      return regionOf(store, region);
    }),
    getUpdateRegionMockHandler(async ({ request, params }) => {
      const body = (await record(request)) as RegionCreate;
      const region = store.regions.find((r) => r.id === params.id);
      if (!region) return fail(404, '404:NOT_FOUND', 'Ressource introuvable');
      checkIfMatch(request, region, CHANGED);
      if (store.regions.some((r) => r.name === body.name && r.id !== region.id))
        fail(400, '400:BAD_REQUEST', TAKEN, 'name');
      Object.assign(region, { name: body.name, updatedAt: later(region.updatedAt) });
      return regionOf(store, region);
    }),
    getListZonesMockHandler(() => store.zones.map((zone) => zoneOf(store, zone))),
    getGetZoneMockHandler(({ params }) => {
      const zone = store.zones.find((z) => z.id === params.id);
      return zone ? zoneOf(store, zone) : fail(404, '404:NOT_FOUND', 'Ressource introuvable');
    }),
    getCreateZoneMockHandler(async ({ request }) => {
      const body = (await record(request)) as ZoneCreate;
      if (store.zones.some((z) => z.name === body.name)) fail(409, '409:CONFLICT', TAKEN);
      const zone = {
        id: crypto.randomUUID(),
        name: body.name,
        regionId: body.regionId,
        updatedAt: now,
      };
      store.zones.push(zone);
      place(store, zone, body.delegationIds ?? []);
      return zoneOf(store, zone);
    }),
    getUpdateZoneMockHandler(async ({ request, params }) => {
      const body = (await record(request)) as ZoneUpdate;
      const zone = store.zones.find((z) => z.id === params.id);
      if (!zone) return fail(404, '404:NOT_FOUND', 'Ressource introuvable');
      checkIfMatch(request, zone, CHANGED);
      if (store.zones.some((z) => z.name === body.name && z.id !== zone.id))
        fail(400, '400:BAD_REQUEST', TAKEN, 'name');
      Object.assign(zone, { name: body.name ?? zone.name, updatedAt: later(zone.updatedAt) });
      if (body.delegationIds) place(store, zone, body.delegationIds);
      return zoneOf(store, zone);
    }),
    getListDelegationsMockHandler(({ request }) => {
      const zoneId = new URL(request.url).searchParams.get('zoneId');
      return store.delegations
        .filter((delegation) => !zoneId || delegation.zoneId === zoneId)
        .sort((a, b) => a.name.localeCompare(b.name));
    }),
  ];
};
