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
import { checkIfMatch, fail, later } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
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
 * lists are the declared lists' fake (`listPage`), a by-zone
 * one narrowed to the path's zone; creates and updates check the zone rules; updates check
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
  const find = (tourId: unknown) =>
    store.tours.find((t) => t.id === tourId) ?? fail(404, '404:NOT_FOUND', 'Tournée introuvable');

  return [
    ...areaHandlers(),
    getListToursMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.tours, store.tours, request);
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
      return listPage(fakeLists.holders, store.holders, request, { zoneId: String(params.zoneId) });
    }),
    getListRelayDepotsByZoneMockHandler(async ({ request, params }) => {
      await record(request);
      return listPage(fakeLists.relayDepots, store.depots, request, {
        zoneId: String(params.zoneId),
      });
    }),
    getListSubcontractorsByZoneMockHandler(async ({ request, params }) => {
      await record(request);
      return listPage(fakeLists.subcontractors, store.subcontractors, request, {
        zoneId: String(params.zoneId),
      });
    }),
    getListRelayDepotsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.relayDepots, store.depots, request);
    }),
    getListSubcontractorsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.subcontractors, store.subcontractors, request);
    }),
    getListUsersMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.users, store.drivers, request);
    }),
  ];
}
