import { eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateRemovalVoucherBody,
  CreateRemovalVoucherHeader,
  GetRemovalVoucherParams,
  ListRemovalVouchersQueryParams,
  UpdateRemovalVoucherBody,
  UpdateRemovalVoucherHeader,
  UpdateRemovalVoucherParams,
} from '@generated/zod/removal-vouchers/removal-vouchers.zod';
import type { Db } from '@server/db/client';
import { uniqueViolation } from '@server/db/errors';
import { holders, removalVouchers } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { conflict, forbidden, ruleViolation } from '@server/http/errors';
import { queryFlag } from '@server/http/validation';
import { mayChangeVoucher, type Principal } from '@server/permissions/policy';
import { allOf, isCompanyUser, voucherScope } from '@server/permissions/scope';
import { RECORDED } from '@server/history/records';
import { recordRoutes } from '../handlers';
import { pagedList } from '../lists';
import { amendmentRoutes, checkSeal } from './amendments';
import { holderSearch } from '../holders/serialize';
import { refuseNonCompliant } from '../declarations/rules';
import { holderReference, subcontractorReference } from '../references';
import { flagFilters } from './flags';
import { deliveryDepot, enterConfirmedVoucher } from '../stock/vouchers';
import { serializeVoucher, voucherSelect } from './serialize';

const SORTABLE = {
  number: removalVouchers.number,
  removalDate: removalVouchers.removalDate,
  dueSum: removalVouchers.dueSum,
  status: removalVouchers.status,
  decisionDate: removalVouchers.decisionDate,
  createdAt: removalVouchers.createdAt,
};

const scopeOf = (principal: Principal) =>
  voucherScope(principal, {
    holderId: removalVouchers.holderId,
    subcontractorId: removalVouchers.subcontractorId,
    actualId: removalVouchers.actualSubcontractorId,
  });

const searchOf = (principal: Principal, query: string | undefined) =>
  query
    ? or(
        contains(sql`lower(${removalVouchers.number})`, query),
        sql`${removalVouchers.holderId} in (select ${holders.id} from ${holders} where ${holderSearch(principal, query)})`,
      )
    : undefined;

const list = pagedList({
  // A boolean in the URL is text: "false" must not read as true.
  query: ListRemovalVouchersQueryParams.extend({ flagged: queryFlag }),
  equal: {
    status: removalVouchers.status,
    holderId: removalVouchers.holderId,
    subcontractorId: removalVouchers.subcontractorId,
    actualSubcontractorId: removalVouchers.actualSubcontractorId,
  },
  table: removalVouchers,
  select: voucherSelect,
  scope: scopeOf,
  sortable: SORTABLE,
  sortedBy: 'createdAt',
  serialize: (_db, rows) => rows.map(serializeVoucher),
});

const numberTaken =
  (mode: 'create' | 'update') =>
  (error: unknown): never => {
    if (uniqueViolation(error) !== 'removal_vouchers_number_uq') throw error;
    throw mode === 'create' ? conflict('numberTaken') : ruleViolation(['number'], 'numberTaken');
  };

interface References {
  holderId?: string;
  subcontractorId?: string;
  actualSubcontractorId?: string;
}

/**
 * The holder and both subcontractors must exist and be visible to the caller. A company account
 * (SUBCONTRACTOR or DRIVER) writes vouchers of its own company only, at its own company's
 * holders: any other company, or another company's holder, is a 400 on the field.
 */
const checkReferences = async (db: Db, principal: Principal, body: References) => {
  await holderReference(db, principal, body.holderId, ['holderId']);
  for (const field of ['subcontractorId', 'actualSubcontractorId'] as const) {
    const id = body[field];
    if (id && isCompanyUser(principal) && id !== principal.subcontractorId) {
      throw ruleViolation([field], 'notOwnCompany');
    }
    await subcontractorReference(db, principal, id, [field]);
  }
};

export const removalVoucherRoutes = ({ db }: Deps) => {
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const [row] = await voucherSelect(tx).where(
      allOf(eq(removalVouchers.id, id), scopeOf(principal)),
    );
    return row ? serializeVoucher(row) : null;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'removalVoucher', (q, principal) => [
        searchOf(principal, q.query),
        q.removalDateFrom ? sql`${removalVouchers.removalDate} >= ${q.removalDateFrom}` : undefined,
        q.removalDateTo ? sql`${removalVouchers.removalDate} <= ${q.removalDateTo}` : undefined,
        q.zoneId
          ? sql`${removalVouchers.holderId} in (select h.id from holders h join delegations d on d.id = h.delegation_id where d.zone_id = ${q.zoneId})`
          : undefined,
        ...flagFilters(q),
      ]),
    )
    .route(
      '/',
      recordRoutes(db, {
        may: 'removalVoucher',
        find: findVisible,
        history: RECORDED.removalVoucher,
        read: GetRemovalVoucherParams,
        create: {
          operation: 'createRemovalVoucher',
          headers: CreateRemovalVoucherHeader,
          body: CreateRemovalVoucherBody,
          create: async (tx, { principal, body }) => {
            await checkReferences(tx, principal, body);
            await refuseNonCompliant(tx, [{ holderId: body.holderId, path: ['holderId'] }]);
            const relayDepotId = await deliveryDepot(tx, principal, body);
            // A pickup always starts AWAITING a decision.
            const [inserted] = await tx
              .insert(removalVouchers)
              .values({
                ...body,
                relayDepotId,
                status: 'AWAITING',
                holderSignature: body.holderSignature ?? null,
              })
              .returning({ id: removalVouchers.id })
              .catch(numberTaken('create'));
            return inserted;
          },
        },
        update: {
          params: UpdateRemovalVoucherParams,
          headers: UpdateRemovalVoucherHeader,
          body: UpdateRemovalVoucherBody,
          table: removalVouchers,
          scope: scopeOf,
          update: async (tx, { principal, who, id, body, current }) => {
            // The company that only did the pickup reads the voucher; its owner's it stays.
            if (!mayChangeVoucher(principal, current)) throw forbidden();
            const { status, ...fields } = body;
            // Only an AWAITING voucher is decided, once; a decided one keeps its decision.
            const deciding = status === 'CONFIRMED' || status === 'NOT_CONFIRMED';
            if (status !== undefined && current.status !== 'AWAITING') {
              throw ruleViolation(['status'], 'voucherDecided');
            }
            // The decision's reason has its own field: the collector's comments are never replaced.
            if (fields.decisionComment !== undefined && !deciding) {
              throw ruleViolation(['decisionComment'], 'decisionCommentWithoutDecision');
            }
            if (status === 'NOT_CONFIRMED' && !fields.decisionComment?.trim()) {
              throw ruleViolation(['decisionComment'], 'decisionCommentRequired');
            }
            // A decided voucher's quantities, tanks, holder, dates, signatures and photos are
            // sealed: they change only by an amendment.
            checkSeal(current, fields);
            await checkReferences(tx, principal, fields);
            // The depot of delivery changes while the voucher awaits its decision only: once
            // confirmed, its oil is in that depot's ledger.
            if (fields.relayDepotId !== undefined && fields.relayDepotId !== current.relayDepotId) {
              if (current.status !== 'AWAITING') {
                throw ruleViolation(['relayDepotId'], 'voucherDecided');
              }
              await deliveryDepot(tx, principal, {
                relayDepotId: fields.relayDepotId,
                actualSubcontractorId: current.actualSubcontractorId,
              });
            }
            if (fields.holderId && fields.holderId !== current.holderId) {
              await refuseNonCompliant(tx, [{ holderId: fields.holderId, path: ['holderId'] }]);
            }
            await tx
              .update(removalVouchers)
              .set({
                ...fields,
                ...(deciding ? { status, decisionDate: sql`now()` } : {}),
                updatedAt: nextVersion(removalVouchers.updatedAt),
              })
              .where(eq(removalVouchers.id, id))
              .catch(numberTaken('update'));
            // Its oil enters the depot's ledger in the same transaction.
            if (status === 'CONFIRMED') await enterConfirmedVoucher(tx, id, who);
          },
        },
      }),
    )
    .route('/', amendmentRoutes(db, { scope: scopeOf, checkReferences }));
};
