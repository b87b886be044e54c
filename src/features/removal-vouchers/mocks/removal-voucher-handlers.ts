import {
  getListHoldersMockHandler,
  getGetHolderMockHandler,
  getGetHolderResponseMock,
} from '@generated/api/holders/holders.msw';
import {
  getGetRemovalVoucherMockHandler,
  getListRemovalVouchersMockHandler,
  getUpdateRemovalVoucherMockHandler,
} from '@generated/api/removal-vouchers/removal-vouchers.msw';
import {
  getGetSubcontractorMockHandler,
  getGetSubcontractorResponseMock,
  getListSubcontractorsMockHandler,
} from '@generated/api/subcontractors/subcontractors.msw';
import type { RemovalVoucher, RemovalVoucherUpdate } from '@generated/model';
import { checkIfMatch, fail, pageOf } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { voucherHolders, voucherSubcontractors, vouchers } from './removal-voucher-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The vouchers the handlers serve and change, and every request they received. */
export interface VoucherStore {
  vouchers: RemovalVoucher[];
  requests: SentRequest[];
}

export const createVoucherStore = (list: RemovalVoucher[] = vouchers): VoucherStore => ({
  vouchers: structuredClone(list),
  requests: [],
});

const holders = Object.values(voucherHolders);
const subcontractors = Object.values(voucherSubcontractors);
const matching = (name: string, request: Request) =>
  name.toLowerCase().includes(new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '');

/**
 * A small voucher server over the generated handlers: the list is the declared list's fake (`listPage`); a
 * decision checks If-Match (412) and that the voucher still awaits one (400), and sets the
 * decision date; the holder and subcontractor pickers search fixed names.
 */
export function voucherHandlers(store: VoucherStore) {
  const record = async (request: Request) => {
    const body: unknown = request.method === 'PATCH' ? await request.clone().json() : undefined;
    store.requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    });
    return body;
  };
  const find = (id: unknown) =>
    store.vouchers.find((v) => v.id === id) ??
    fail(404, '404:NOT_FOUND', "Bon d'enlèvement introuvable");

  return [
    getListHoldersMockHandler(({ request }) => {
      const found = holders.filter((h) => matching(h.name, request));
      return pageOf(
        found.map((h) => getGetHolderResponseMock(h)),
        new URL(request.url).searchParams,
      );
    }),
    getGetHolderMockHandler(({ params }) =>
      getGetHolderResponseMock(holders.find((h) => h.id === params.id) ?? {}),
    ),
    getListSubcontractorsMockHandler(({ request }) => {
      const found = subcontractors.filter((s) => matching(s.companyName, request));
      return pageOf(
        found.map((s) => getGetSubcontractorResponseMock(s)),
        new URL(request.url).searchParams,
      );
    }),
    getGetSubcontractorMockHandler(({ params }) =>
      getGetSubcontractorResponseMock(subcontractors.find((s) => s.id === params.id) ?? {}),
    ),
    getListRemovalVouchersMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.removalVouchers, store.vouchers, request);
    }),
    getGetRemovalVoucherMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getUpdateRemovalVoucherMockHandler(async ({ request, params }) => {
      const { status, ...fields } = (await record(request)) as RemovalVoucherUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, "Le bon d'enlèvement a été modifié entre-temps");
      if (status && current.status !== 'AWAITING') {
        fail(400, '400:BAD_REQUEST', 'Ce bon a déjà été décidé');
      }
      const next: RemovalVoucher = {
        ...current,
        ...fields,
        ...(status && { status, decisionDate: '2026-11-22T09:00:00.000Z' }),
        updatedAt: new Date(Date.parse(current.updatedAt) + 60_000).toISOString(),
      };
      store.vouchers = store.vouchers.map((v) => (v.id === next.id ? next : v));
      return next;
    }),
  ];
}
