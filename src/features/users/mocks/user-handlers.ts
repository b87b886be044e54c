import {
  getCreateUserMockHandler,
  getDeleteUserMockHandler,
  getGetUserMockHandler,
  getListUsersMockHandler,
  getUpdateUserMockHandler,
} from '@generated/api/users/users.msw';
import type { PermissionsInput, User, UserCreate, UserUpdate } from '@generated/model';
import { areaHandlers, regions, zones } from '@/components/pickers/mocks/area-fixtures';
import { checkIfMatch, fail, later } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { userAccounts } from './user-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The accounts the handlers serve and change, and every request they received. */
export interface UserStore {
  users: User[];
  requests: SentRequest[];
  /** What a create answers about the new account's temporary password (sent unless set). */
  temporaryPasswordSent?: boolean;
}

export const createUserStore = (users: User[] = userAccounts): UserStore => ({
  users: structuredClone(users),
  requests: [],
});

const permissionsOf = (userId: string, input: PermissionsInput): User['permissions'] => {
  const { areaId, ...rights } = input;
  const region = regions.find((r) => r.id === areaId);
  const zone = Object.values(zones).find((z) => z.id === areaId);
  if (!region && !zone) fail(400, '400:BAD_REQUEST', 'Zone inconnue');
  return {
    id: crypto.randomUUID(),
    userId,
    ...Object.fromEntries(Object.entries(rights).filter(([, actions]) => actions)),
    regionId: region?.id ?? null,
    region: region ? { id: region.id, name: region.name } : null,
    zoneId: zone?.id ?? null,
    zone: zone ?? null,
  };
};

function apply(store: UserStore, old: User | undefined, changes: UserUpdate): User {
  const { permissions, email, phoneNumber, ...fields } = changes;
  const id = old?.id ?? crypto.randomUUID();
  const given = (value: string | undefined, current: string | null | undefined) =>
    value === undefined ? (current ?? null) : value.trim() || null;
  const next: User = {
    ...(old ?? {
      id,
      status: 'PENDING',
      profilePicture: null,
      createdAt: '2026-11-22T08:00:00.000Z',
      deletedAt: null,
    }),
    ...fields,
    email: given(email, old?.email),
    phoneNumber: given(phoneNumber, old?.phoneNumber),
    updatedAt: later(old?.updatedAt ?? '2026-11-22T08:00:00Z'),
  } as User;
  if (!next.email && !next.phoneNumber) {
    fail(400, '400:BAD_REQUEST', 'At least one of email or phone number is required');
  }
  if (permissions) next.permissions = permissionsOf(id, permissions);
  store.users = old ? store.users.map((u) => (u.id === id ? next : u)) : [...store.users, next];
  return next;
}

/**
 * A small users server over the generated handlers: the list is the declared list's fake (`listPage`);
 * updates check If-Match (412); unknown ids answer 404; every request is kept for the tests.
 */
export function userHandlers(store: UserStore) {
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
    store.users.find((u) => u.id === id) ?? fail(404, '404:NOT_FOUND', 'Utilisateur introuvable');

  return [
    ...areaHandlers(),
    getListUsersMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.users, store.users, request);
    }),
    getGetUserMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getCreateUserMockHandler(async ({ request }) => ({
      ...apply(store, undefined, (await record(request)) as UserCreate),
      temporaryPasswordSent: store.temporaryPasswordSent ?? true,
    })),
    getUpdateUserMockHandler(async ({ request, params }) => {
      const changes = (await record(request)) as UserUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, "L'utilisateur a été modifié entre-temps");
      return apply(store, current, changes);
    }),
    getDeleteUserMockHandler(async ({ request, params }) => {
      await record(request);
      const current = find(params.id);
      store.users = store.users.filter((u) => u.id !== current.id);
    }),
  ];
}
