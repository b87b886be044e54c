import {
  getCreateSubcontractorMockHandler,
  getGetSubcontractorMockHandler,
  getListSubcontractorsByZoneMockHandler,
  getListSubcontractorsMockHandler,
  getUpdateSubcontractorMockHandler,
} from '@generated/api/subcontractors/subcontractors.msw';
import {
  getListRelayDepotsByZoneMockHandler,
  getListRelayDepotsMockHandler,
} from '@generated/api/relay-depots/relay-depots.msw';
import type { Subcontractor, SubcontractorCreate, SubcontractorUpdate } from '@generated/model';
import { areaHandlers, zones } from '@/components/pickers/mocks/area-fixtures';
import { checkIfMatch, fail, later } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { relayDepotList, subcontractors } from './subcontractor-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The companies the handlers serve and change, and every request they received. */
export interface SubcontractorStore {
  subcontractors: Subcontractor[];
  requests: SentRequest[];
  /** What a create answers about the new account's temporary password (sent unless set). */
  temporaryPasswordSent?: boolean;
}

export const createSubcontractorStore = (
  list: Subcontractor[] = subcontractors,
): SubcontractorStore => ({ subcontractors: structuredClone(list), requests: [] });

/** The record a create or an update leaves, checked as the server checks it. */
function apply(
  store: SubcontractorStore,
  old: Subcontractor | undefined,
  changes: SubcontractorUpdate,
): Subcontractor {
  const { firstName, lastName, email, phoneNumber, cin, ...company } = changes;
  const zone = Object.values(zones).find((z) => z.id === (company.zoneId ?? old?.zoneId));
  const depot = relayDepotList.find((d) => d.id === (company.relayDepotId ?? old?.relayDepotId));
  if (!zone) return fail(400, '400:BAD_REQUEST', 'Zone inconnue', 'zoneId');
  if (!depot || !depot.zones.some((z) => z.id === zone.id)) {
    return fail(400, '400:BAD_REQUEST', 'Ce dépôt ne dessert pas la zone', 'relayDepotId');
  }
  const user = {
    ...(old?.user ?? {
      id: crypto.randomUUID(),
      role: 'SUBCONTRACTOR' as const,
      status: 'PENDING' as const,
      profilePicture: null,
      deletedAt: null,
      createdAt: new Date().toISOString(),
    }),
    ...(firstName !== undefined && { firstName }),
    ...(lastName !== undefined && { lastName }),
    ...(cin !== undefined && { cin }),
    ...(email !== undefined && { email: email || null }),
    ...(phoneNumber !== undefined && { phoneNumber: phoneNumber || null }),
  } as Subcontractor['user'];
  if (!user.email && !user.phoneNumber) {
    fail(400, '400:BAD_REQUEST', 'At least one of email or phone number is required', 'email');
  }
  const next = {
    ...(old ?? { id: crypto.randomUUID(), createdAt: new Date().toISOString() }),
    ...company,
    userId: user.id,
    user,
    zone: { id: zone.id, name: zone.name, regionId: zone.regionId },
    relayDepot: {
      id: depot.id,
      code: depot.code,
      name: depot.name,
      lat: depot.lat,
      lng: depot.lng,
    },
    updatedAt: later(old?.updatedAt ?? '2026-11-22T08:00:00Z'),
  } as Subcontractor;
  if (next.vehicleCapacities.length > next.fleetSize) {
    fail(
      400,
      '400:BAD_REQUEST',
      'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte',
      'vehicleCapacities',
    );
  }
  store.subcontractors = old
    ? store.subcontractors.map((s) => (s.id === old.id ? next : s))
    : [...store.subcontractors, next];
  return next;
}

/**
 * A small subcontractor server over the generated handlers: lists are the declared lists' fake
 * (`listPage`), the by-zone calls (companies and depots) narrowed to the path's zone; updates check If-Match (412);
 * unknown ids answer 404; every request is kept for the tests.
 */
export function subcontractorHandlers(store: SubcontractorStore) {
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
    store.subcontractors.find((s) => s.id === id) ??
    fail(404, '404:NOT_FOUND', 'Sous-traitant introuvable');

  return [
    ...areaHandlers(),
    getListRelayDepotsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.relayDepots, relayDepotList, request);
    }),
    getListRelayDepotsByZoneMockHandler(async ({ request, params: path }) => {
      await record(request);
      return listPage(fakeLists.relayDepots, relayDepotList, request, {
        zoneId: String(path.zoneId),
      });
    }),
    getListSubcontractorsByZoneMockHandler(async ({ request, params: path }) => {
      await record(request);
      return listPage(fakeLists.subcontractors, store.subcontractors, request, {
        zoneId: String(path.zoneId),
      });
    }),
    getListSubcontractorsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.subcontractors, store.subcontractors, request);
    }),
    getGetSubcontractorMockHandler(async ({ request, params: path }) => {
      await record(request);
      return find(path.id);
    }),
    getCreateSubcontractorMockHandler(async ({ request }) => ({
      ...apply(store, undefined, (await record(request)) as SubcontractorCreate),
      temporaryPasswordSent: store.temporaryPasswordSent ?? true,
    })),
    getUpdateSubcontractorMockHandler(async ({ request, params: path }) => {
      const changes = (await record(request)) as SubcontractorUpdate;
      const current = find(path.id);
      checkIfMatch(request, current, 'Le sous-traitant a été modifié entre-temps');
      return apply(store, current, changes);
    }),
  ];
}
