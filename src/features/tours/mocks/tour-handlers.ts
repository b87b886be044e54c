import { getListHoldersByZoneMockHandler } from '@generated/api/holders/holders.msw';
import {
  getListRelayDepotsByZoneMockHandler,
  getListRelayDepotsMockHandler,
} from '@generated/api/relay-depots/relay-depots.msw';
import {
  getListSubcontractorsByZoneMockHandler,
  getListSubcontractorsMockHandler,
} from '@generated/api/subcontractors/subcontractors.msw';
import {
  getCreateTourMockHandler,
  getGetTourMockHandler,
  getListToursMockHandler,
  getUpdateTourMockHandler,
} from '@generated/api/tours/tours.msw';
import { getListUsersMockHandler } from '@generated/api/users/users.msw';
import type {
  Holder,
  RelayDepot,
  Subcontractor,
  Tour,
  TourCreate,
  TourUpdate,
  User,
} from '@generated/model';
import { areaHandlers, zones } from '@/components/pickers/mocks/area-fixtures';
import { checkIfMatch, fail, later, pageOf } from '@mocks/kit';
import {
  buildTour,
  depots,
  drivers,
  subcontractors,
  tourHolders,
  tours,
  zoneOfHolder,
} from './tour-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** What the handlers serve and change, and every request they received. */
export interface TourStore {
  tours: Tour[];
  holders: Holder[];
  depots: RelayDepot[];
  subcontractors: Subcontractor[];
  drivers: User[];
  requests: SentRequest[];
}

export const createTourStore = (list: Tour[] = Object.values(tours)): TourStore => ({
  tours: structuredClone(list),
  holders: structuredClone(Object.values(tourHolders)),
  depots: structuredClone(Object.values(depots)),
  subcontractors: structuredClone(Object.values(subcontractors)),
  drivers: structuredClone(Object.values(drivers)),
  requests: [],
});

const searched = (params: URLSearchParams, ...texts: (string | null | undefined)[]) => {
  const query = params.get('query')?.trim().toLowerCase();
  return !query || texts.join(' ').toLowerCase().includes(query);
};

const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b), 'fr');

function tourPage(store: TourStore, params: URLSearchParams) {
  const regionId = params.get('regionId');
  const zoneId = params.get('zoneId');
  const subcontractorId = params.get('subcontractorId');
  const relayDepotId = params.get('relayDepotId');
  const holderId = params.get('holderId');
  const plannedFrom = params.get('plannedDateFrom');
  const plannedTo = params.get('plannedDateTo');
  // Like the server: without a sort field, the newest planned date first.
  const field = params.get('sortField') ?? 'plannedDate';
  const order = params.get('sortOrder') === 'desc' || !params.get('sortField') ? -1 : 1;
  const key = (t: Tour): string | number =>
    field === 'holderCount'
      ? t.holders.length
      : field === 'updatedAt'
        ? t.updatedAt
        : field === 'plannedDate'
          ? (t.plannedDate ?? '')
          : field === 'reference'
            ? t.reference
            : t.createdAt;
  const matches = store.tours
    .filter((t) =>
      searched(params, t.reference, t.zone.name, t.relayDepot.name, t.subcontractor.companyName),
    )
    .filter((t) => !plannedFrom || (!!t.plannedDate && t.plannedDate >= plannedFrom))
    .filter((t) => !plannedTo || (!!t.plannedDate && t.plannedDate <= plannedTo))
    .filter((t) => !regionId || t.zone.regionId === regionId)
    .filter((t) => !zoneId || t.zoneId === zoneId)
    .filter(
      (t) =>
        !subcontractorId ||
        t.subcontractorId === subcontractorId ||
        t.assignedSubcontractorId === subcontractorId,
    )
    .filter((t) => !relayDepotId || t.relayDepotId === relayDepotId)
    .filter((t) => !holderId || t.holders.some((h) => h.id === holderId))
    .sort((a, b) => (key(a) < key(b) ? -order : key(a) > key(b) ? order : 0));
  return pageOf(matches, params);
}

/** Builds the tour the body describes, checking the rules the server checks. */
function compose(store: TourStore, old: Tour | undefined, body: TourUpdate): Tour {
  const zoneId = body.zoneId ?? old?.zoneId;
  const zone = Object.values(zones).find((z) => z.id === zoneId);
  if (!zone) return fail(400, '400:BAD_REQUEST', 'Zone introuvable', []);
  const depot = store.depots.find((d) => d.id === (body.relayDepotId ?? old?.relayDepotId));
  if (!depot || !depot.zones.some((z) => z.id === zone.id)) {
    return fail(400, '400:BAD_REQUEST', 'Ce dépôt relais ne dessert pas la zone choisie', [
      { path: ['relayDepotId'], message: 'Ce dépôt relais ne dessert pas la zone choisie' },
    ]);
  }
  const subcontractor = store.subcontractors.find(
    (s) => s.id === (body.subcontractorId ?? old?.subcontractorId),
  );
  if (!subcontractor || subcontractor.zoneId !== zone.id) {
    return fail(400, '400:BAD_REQUEST', "Ce sous-traitant n'intervient pas dans la zone choisie", [
      {
        path: ['subcontractorId'],
        message: "Ce sous-traitant n'intervient pas dans la zone choisie",
      },
    ]);
  }
  const holderIds = body.holders ?? old?.holders.map((h) => h.id) ?? [];
  if (holderIds.length === 0) {
    return fail(400, '400:BAD_REQUEST', 'Requête invalide', [
      { path: ['holders'], message: 'Trop petit : au moins 1 élément attendu' },
    ]);
  }
  const stops = holderIds.map((holderId, index) => {
    const found = store.holders.find((x) => x.id === holderId);
    if (!found || zoneOfHolder(found) !== zone.id) {
      return fail(400, '400:BAD_REQUEST', "Ce détenteur n'est pas dans la zone choisie", [
        { path: ['holders', index], message: "Ce détenteur n'est pas dans la zone choisie" },
      ]);
    }
    return found;
  });
  const assignedId =
    body.assignedSubcontractorId === undefined
      ? old?.assignedSubcontractorId
      : body.assignedSubcontractorId;
  const driverId = body.driverId === undefined ? old?.driverId : body.driverId;
  return buildTour({
    id: old?.id ?? crypto.randomUUID(),
    reference: old?.reference ?? `T-2026-${String(store.tours.length + 100).padStart(4, '0')}`,
    plannedDate: body.plannedDate ?? old?.plannedDate ?? null,
    zone,
    relayDepot: depot,
    subcontractor,
    assignedSubcontractor: store.subcontractors.find((s) => s.id === assignedId) ?? null,
    driver: store.drivers.find((d) => d.id === driverId) ?? null,
    holders: stops,
    createdAt: old?.createdAt ?? '2026-11-22T08:00:00.000Z',
    updatedAt: later(old?.updatedAt ?? '2026-11-22T08:00:00.000Z'),
  });
}

/**
 * A small tour server over the generated handlers, with the by-zone lists a tour is made from:
 * lists search, filter, sort and page; creates and updates check the zone rules; updates check
 * If-Match (412); unknown ids answer 404; every request is kept for the tests.
 */
export function tourHandlers(store: TourStore) {
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
  const paramsOf = (request: Request) => new URL(request.url).searchParams;
  const find = (tourId: unknown) =>
    store.tours.find((t) => t.id === tourId) ?? fail(404, '404:NOT_FOUND', 'Tournée introuvable');

  return [
    ...areaHandlers(),
    getListToursMockHandler(async ({ request }) => {
      await record(request);
      return tourPage(store, paramsOf(request));
    }),
    getGetTourMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getCreateTourMockHandler(async ({ request }) => {
      const body = (await record(request)) as TourCreate;
      const created = compose(store, undefined, body);
      store.tours = [...store.tours, created];
      return created;
    }),
    getUpdateTourMockHandler(async ({ request, params }) => {
      const body = (await record(request)) as TourUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, 'La tournée a été modifiée entre-temps');
      const next = compose(store, current, body);
      store.tours = store.tours.map((t) => (t.id === current.id ? next : t));
      return next;
    }),
    getListHoldersByZoneMockHandler(async ({ request, params }) => {
      await record(request);
      const query = paramsOf(request);
      return pageOf(
        store.holders
          .filter((x) => zoneOfHolder(x) === params.zoneId)
          .filter((x) => searched(query, x.name, x.number, x.city))
          .sort(byText((x) => x.name)),
        query,
      );
    }),
    getListRelayDepotsByZoneMockHandler(async ({ request, params }) => {
      await record(request);
      const query = paramsOf(request);
      return pageOf(
        store.depots
          .filter((d) => d.zones.some((z) => z.id === params.zoneId))
          .filter((d) => searched(query, d.name, d.code))
          .sort(byText((d) => d.name)),
        query,
      );
    }),
    getListSubcontractorsByZoneMockHandler(async ({ request, params }) => {
      await record(request);
      const query = paramsOf(request);
      return pageOf(
        store.subcontractors
          .filter((s) => s.zoneId === params.zoneId)
          .filter((s) => searched(query, s.companyName))
          .sort(byText((s) => s.companyName)),
        query,
      );
    }),
    getListRelayDepotsMockHandler(async ({ request }) => {
      await record(request);
      const query = paramsOf(request);
      const zoneId = query.get('zoneId');
      return pageOf(
        store.depots
          .filter((d) => !zoneId || d.zones.some((z) => z.id === zoneId))
          .filter((d) => searched(query, d.name, d.code))
          .sort(byText((d) => d.name)),
        query,
      );
    }),
    getListSubcontractorsMockHandler(async ({ request }) => {
      await record(request);
      const query = paramsOf(request);
      const zoneId = query.get('zoneId');
      return pageOf(
        store.subcontractors
          .filter((s) => !zoneId || s.zoneId === zoneId)
          .filter((s) => searched(query, s.companyName))
          .sort(byText((s) => s.companyName)),
        query,
      );
    }),
    getListUsersMockHandler(async ({ request }) => {
      await record(request);
      const query = paramsOf(request);
      const role = query.get('role');
      return pageOf(
        store.drivers
          .filter((u) => !role || u.role === role)
          .filter((u) => searched(query, u.firstName, u.lastName))
          .sort(byText((u) => u.lastName)),
        query,
      );
    }),
  ];
}
