import {
  getCreateBuyerMockHandler,
  getDeleteBuyerMockHandler,
  getGetBuyerMockHandler,
  getListBuyersMockHandler,
  getUpdateBuyerMockHandler,
} from '@generated/api/buyers/buyers.msw';
import type { Buyer, BuyerCreate, BuyerUpdate } from '@generated/model';
import { checkIfMatch, fail, later } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { buyers } from './buyer-fixtures';

/** The buyers the handlers serve and change, and the ids shipments name (kept on delete). */
export interface BuyerStore {
  buyers: Buyer[];
  shipped: string[];
  requests: { method: string; url: URL; body?: unknown }[];
}

export const createBuyerStore = (
  records: Buyer[] = buyers,
  shipped: string[] = [],
): BuyerStore => ({
  buyers: structuredClone(records),
  shipped,
  requests: [],
});

function apply(store: BuyerStore, id: string | undefined, changes: BuyerUpdate): Buyer {
  const old = store.buyers.find((b) => b.id === id);
  const next = {
    ...(old ?? { id: crypto.randomUUID(), createdAt: new Date().toISOString() }),
    ...changes,
    updatedAt: later(old?.updatedAt ?? '2026-11-22T08:00:00Z'),
  } as Buyer;
  if (next.certificateValidUntil <= next.certificateValidFrom) {
    fail(400, '400:BAD_REQUEST', 'La fin de validité du certificat doit suivre son début');
  }
  store.buyers = old ? store.buyers.map((b) => (b.id === id ? next : b)) : [...store.buyers, next];
  return next;
}

/**
 * A small buyers server over the generated handlers: lists are the declared list's fake, updates
 * check If-Match (412), a buyer that shipments name is kept (409), unknown ids answer 404.
 */
export function buyerHandlers(store: BuyerStore) {
  const record = async (request: Request) => {
    const body: unknown = ['POST', 'PATCH'].includes(request.method)
      ? await request.clone().json()
      : undefined;
    store.requests.push({ method: request.method, url: new URL(request.url), body });
    return body;
  };
  const find = (id: unknown) =>
    store.buyers.find((b) => b.id === id) ?? fail(404, '404:NOT_FOUND', 'Client introuvable');
  return [
    getListBuyersMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.buyers, store.buyers, request);
    }),
    getGetBuyerMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getCreateBuyerMockHandler(async ({ request }) =>
      apply(store, undefined, (await record(request)) as BuyerCreate),
    ),
    getUpdateBuyerMockHandler(async ({ request, params }) => {
      const changes = (await record(request)) as BuyerUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, 'Le client a été modifié entre-temps');
      return apply(store, current.id, changes);
    }),
    getDeleteBuyerMockHandler(async ({ request, params }) => {
      await record(request);
      const current = find(params.id);
      if (store.shipped.includes(current.id)) {
        fail(409, '409:CONFLICT', 'Ce client a des expéditions : il ne peut pas être supprimé');
      }
      store.buyers = store.buyers.filter((b) => b.id !== current.id);
    }),
  ];
}
