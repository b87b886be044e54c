import {
  getListHoldersMockHandler,
  getGetHolderMockHandler,
  getGetHolderResponseMock,
} from '@generated/api/holders/holders.msw';
import {
  getCreateRemovalVoucherAmendmentMockHandler,
  getGetRemovalVoucherMockHandler,
  getListRemovalVoucherAmendmentsMockHandler,
  getListRemovalVouchersMockHandler,
  getUpdateRemovalVoucherMockHandler,
} from '@generated/api/removal-vouchers/removal-vouchers.msw';
import {
  getGetSubcontractorMockHandler,
  getGetSubcontractorResponseMock,
  getListSubcontractorsMockHandler,
} from '@generated/api/subcontractors/subcontractors.msw';
import { getUploadImageMockHandler } from '@generated/api/uploads/uploads.msw';
import type {
  RemovalVoucher,
  RemovalVoucherAmendedFields,
  RemovalVoucherAmendment,
  RemovalVoucherAmendmentCreate,
  RemovalVoucherUpdate,
  Upload,
} from '@generated/model';
import { users } from '@mocks/fixtures';
import { checkIfMatch, fail, later, pageOf } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import {
  amendments,
  voucherHolders,
  voucherSubcontractors,
  vouchers,
} from './removal-voucher-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The vouchers and amendments the handlers serve and change, and every request they received. */
export interface VoucherStore {
  vouchers: RemovalVoucher[];
  amendments: RemovalVoucherAmendment[];
  requests: SentRequest[];
  /** How many images were uploaded. */
  uploads: number;
}

export const createVoucherStore = (
  list: RemovalVoucher[] = vouchers,
  amended: RemovalVoucherAmendment[] = amendments,
): VoucherStore => ({
  vouchers: structuredClone(list),
  amendments: structuredClone(amended),
  requests: [],
  uploads: 0,
});

/** The fields a decision seals, which an amendment corrects. */
const SEALED = [
  'extractedTanks',
  'dueSum',
  'holderId',
  'removalDate',
  'holderSignature',
  'signature',
  'photos',
] as const;

const holderOf = (id: string | undefined) =>
  Object.values(voucherHolders).find((holder) => holder.id === id);

const holders = Object.values(voucherHolders);
const subcontractors = Object.values(voucherSubcontractors);
const matching = (name: string, request: Request) =>
  name.toLowerCase().includes(new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '');

/**
 * A small voucher server over the generated handlers: the list is the declared list's fake (`listPage`); a
 * decision checks If-Match (412) and that the voucher still awaits one (400), and sets the
 * decision date; an amendment is checked as the server does and applied to its voucher; the
 * holder and subcontractor pickers search fixed names.
 */
export function voucherHandlers(store: VoucherStore) {
  const record = async (request: Request) => {
    const json = request.headers.get('Content-Type')?.includes('json');
    const body: unknown = json ? await request.clone().json() : undefined;
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
    getListRemovalVoucherAmendmentsMockHandler(async ({ request, params }) => {
      await record(request);
      find(params.id);
      return { items: store.amendments.filter((a) => a.voucherId === params.id) };
    }),
    // As the server: If-Match (412), a decided voucher (409), a reason (400), a change (400).
    getCreateRemovalVoucherAmendmentMockHandler(async ({ request, params }) => {
      const { reason, ...fields } = (await record(request)) as RemovalVoucherAmendmentCreate;
      const current = find(params.id);
      checkIfMatch(request, current, "Le bon d'enlèvement a été modifié entre-temps");
      if (current.status === 'AWAITING') {
        fail(409, '409:CONFLICT', 'Seul un bon décidé (confirmé ou non confirmé) se rectifie');
      }
      if (!reason.trim()) {
        fail(400, '400:BAD_REQUEST', 'Dites pourquoi le bon est rectifié', 'reason');
      }
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of SEALED) {
        if (fields[field] === undefined) continue;
        if (JSON.stringify(fields[field]) === JSON.stringify(current[field])) continue;
        before[field] = current[field];
        after[field] = fields[field];
      }
      if (Object.keys(after).length === 0) {
        fail(
          400,
          '400:BAD_REQUEST',
          'Cette rectification ne change rien : corrigez au moins un champ',
        );
      }
      const named = (side: Record<string, unknown>): RemovalVoucherAmendedFields => {
        const holder = holderOf(side.holderId as string | undefined);
        return holder ? { ...side, holder } : side;
      };
      const amendment: RemovalVoucherAmendment = {
        id: `00000000-0000-4000-8000-${String(store.amendments.length + 1).padStart(12, '0')}`,
        voucherId: current.id,
        reason: reason.trim(),
        before: named(before),
        after: named(after),
        author: {
          id: users.admin.id,
          firstName: users.admin.firstName,
          lastName: users.admin.lastName,
          role: users.admin.role,
        },
        createdAt: '2026-11-25T10:00:00.000Z',
      };
      const next: RemovalVoucher = {
        ...current,
        ...after,
        holder: holderOf(after.holderId as string | undefined) ?? current.holder,
        updatedAt: later(current.updatedAt),
      };
      store.vouchers = store.vouchers.map((v) => (v.id === next.id ? next : v));
      store.amendments = [amendment, ...store.amendments];
      return amendment;
    }),
    getUploadImageMockHandler(async ({ request }) => {
      await record(request);
      store.uploads += 1;
      const n = String(store.uploads).padStart(12, '0');
      return {
        url: `/api/v1/uploads/71000000-0000-4000-8000-${n}.png`,
        contentType: 'image/png' as Upload['contentType'],
        size: 1024,
      };
    }),
  ];
}
