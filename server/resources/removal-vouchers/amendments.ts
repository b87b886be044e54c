import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as zod from 'zod';
import {
  CreateRemovalVoucherAmendmentBody,
  CreateRemovalVoucherAmendmentHeader,
  CreateRemovalVoucherAmendmentParams,
  ListRemovalVoucherAmendmentsParams,
  type ListRemovalVoucherAmendmentsResponse,
} from '@generated/zod/removal-vouchers/removal-vouchers.zod';
import type { Db } from '@server/db/client';
import {
  holders,
  removalVouchers,
  users,
  voucherAmendments,
  type AmendedFieldsRow,
} from '@server/db/schema';
import { nextVersion } from '@server/db/versioning';
import { whoOf, writeHistory } from '@server/history/write';
import { requirePrincipal, type AppEnv } from '@server/http/context';
import { conflict, forbidden, notFound, ruleViolation } from '@server/http/errors';
import { createOnce } from '@server/http/idempotency';
import { readHeaders, readJson, readParams } from '@server/http/validation';
import { checkIfMatch } from '@server/http/versions';
import {
  authorize,
  isDecidedVoucher,
  mayAmendVoucher,
  type Principal,
} from '@server/permissions/policy';
import { allOf, holderScope } from '@server/permissions/scope';
import { complete } from '../complete';
import { holderSummary } from '../summaries';
import { followAmendedVoucher } from '../stock/vouchers';

type Amendment = zod.output<typeof ListRemovalVoucherAmendmentsResponse>['items'][number];
type Voucher = typeof removalVouchers.$inferSelect;

/**
 * What a decision seals: once a voucher is CONFIRMED or NOT_CONFIRMED these fields change only
 * by an amendment, which keeps them before and after.
 */
export const SEALED = [
  'extractedTanks',
  'dueSum',
  'holderId',
  'removalDate',
  'holderSignature',
  'signature',
  'photos',
] as const satisfies readonly (keyof AmendedFieldsRow & keyof Voucher)[];

/** Key order does not change a JSON value (jsonb answers its keys sorted). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/**
 * The sealed fields `fields` gives another value than the voucher's: each as it is (`before`)
 * and as it would be (`after`). A field left out, or sent with its stored value, is no change.
 */
export const sealedChanges = (current: Voucher, fields: AmendedFieldsRow) => {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of SEALED) {
    const value = fields[field];
    if (value === undefined || canonical(value) === canonical(current[field])) continue;
    before[field] = current[field];
    after[field] = value;
  }
  return { before: before as AmendedFieldsRow, after: after as AmendedFieldsRow };
};

/** A decided voucher's sealed fields do not change by an update: 409, nothing stored. */
export const checkSeal = (current: Voucher, fields: AmendedFieldsRow) => {
  if (!isDecidedVoucher(current)) return;
  if (Object.keys(sealedChanges(current, fields).after).length > 0) throw conflict('voucherSealed');
};

const amendmentSelect = (db: Db) =>
  db
    .select({
      amendment: voucherAmendments,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(voucherAmendments)
    .innerJoin(users, eq(users.id, voucherAmendments.authorId));

type Row = Awaited<ReturnType<ReturnType<typeof amendmentSelect>['execute']>>[number];

/**
 * The amendments as the contract gives them, each side's holder named when the reader sees it
 * (a company's account never learns a competitor's holder).
 */
const serializeAmendments = async (
  db: Db,
  principal: Principal,
  rows: Row[],
): Promise<Amendment[]> => {
  const holderIds = [
    ...new Set(
      rows.flatMap(({ amendment: a }) => [a.before.holderId, a.after.holderId]).filter(Boolean),
    ),
  ] as string[];
  const seen =
    holderIds.length === 0
      ? []
      : await db
          .select(holderSummary)
          .from(holders)
          .where(allOf(inArray(holders.id, holderIds), holderScope(principal, holders)));
  const named = new Map(seen.map((holder) => [holder.id, holder]));
  const side = (fields: AmendedFieldsRow) => {
    const holder = fields.holderId ? named.get(fields.holderId) : undefined;
    return holder ? { ...fields, holder } : fields;
  };
  return rows.map(({ amendment: a, author }) =>
    complete<Amendment>({
      id: a.id,
      voucherId: a.voucherId,
      reason: a.reason,
      before: side(a.before),
      after: side(a.after),
      author: { ...author, role: a.authorRole },
      createdAt: a.createdAt.toISOString(),
    }),
  );
};

interface VoucherKit {
  /** The vouchers the caller reaches (reads, updates). */
  scope: (principal: Principal) => SQL | undefined;
  /** The holder named in a body exists and is visible to the caller (400 on the field). */
  checkReferences: (tx: Db, principal: Principal, body: { holderId?: string }) => Promise<void>;
}

/**
 * GET and POST /removal-vouchers/{id}/amendments: a decided voucher's corrections, read by
 * whoever reads the voucher, made with the `amendment` CREATE action within the voucher's area.
 */
export const amendmentRoutes = (db: Db, { scope, checkReferences }: VoucherKit) => {
  const reachable = async (tx: Db, principal: Principal, id: string, lock: boolean) => {
    const query = tx
      .select()
      .from(removalVouchers)
      .where(allOf(eq(removalVouchers.id, id), scope(principal)));
    const [voucher] = await (lock ? query.for('update') : query);
    if (!voucher) throw notFound();
    return voucher;
  };

  return new Hono<AppEnv>()
    .get('/:id/amendments', async (c) => {
      const principal = requirePrincipal(c);
      authorize(principal, 'removalVoucher', 'READ');
      const { id } = readParams(c, ListRemovalVoucherAmendmentsParams);
      await reachable(db, principal, id, false);
      const rows = await amendmentSelect(db)
        .where(eq(voucherAmendments.voucherId, id))
        .orderBy(desc(voucherAmendments.createdAt), desc(voucherAmendments.id));
      return c.json({ items: await serializeAmendments(db, principal, rows) }, 200);
    })
    .post('/:id/amendments', async (c) => {
      const principal = requirePrincipal(c);
      authorize(principal, 'amendment', 'CREATE');
      const { id } = readParams(c, CreateRemovalVoucherAmendmentParams);
      const lang = c.get('lang');
      const headers = readHeaders(c, CreateRemovalVoucherAmendmentHeader, lang);
      const body = await readJson(c, CreateRemovalVoucherAmendmentBody, lang);
      const who = whoOf(c);
      const created = await createOnce(
        db,
        {
          userId: principal.userId,
          operation: 'createRemovalVoucherAmendment',
          key: headers['Idempotency-Key'],
          body: { id, ...body },
        },
        async (tx) => {
          const current = await reachable(tx, principal, id, true);
          checkIfMatch(headers['If-Match'], current.updatedAt);
          // An awaiting voucher is not sealed: it is updated, not amended.
          if (!isDecidedVoucher(current)) throw conflict('voucherNotDecided');
          if (!mayAmendVoucher(principal, current)) throw forbidden();
          const { reason, ...fields } = body;
          if (!reason.trim()) throw ruleViolation(['reason'], 'amendmentReasonRequired');
          const { before, after } = sealedChanges(current, fields);
          if (Object.keys(after).length === 0) throw ruleViolation([], 'amendmentChangesNothing');
          await checkReferences(tx, principal, { holderId: after.holderId });
          await tx
            .update(removalVouchers)
            .set({ ...after, updatedAt: nextVersion(removalVouchers.updatedAt) })
            .where(eq(removalVouchers.id, id));
          // The depot's ledger follows the confirmed voucher's litres, in this transaction.
          await followAmendedVoucher(tx, id, reason.trim(), who);
          const [inserted] = await tx
            .insert(voucherAmendments)
            .values({
              voucherId: id,
              authorId: principal.userId,
              authorRole: principal.role,
              reason: reason.trim(),
              before,
              after,
            })
            .returning({ id: voucherAmendments.id });
          // The voucher's history has the amendment, in the same transaction.
          await writeHistory(tx, who, {
            action: 'AMENDMENT',
            recordKind: 'removalVoucher',
            recordId: id,
            recordLabel: current.number,
            changes: SEALED.filter((field) => field in after).map((field) => ({
              field,
              before: before[field] ?? null,
              after: after[field] ?? null,
            })),
            reason: reason.trim(),
          });
          const rows = await amendmentSelect(tx).where(eq(voucherAmendments.id, inserted!.id));
          const [amendment] = await serializeAmendments(tx, principal, rows);
          return { body: amendment! };
        },
      );
      return c.json(created.body, 201);
    });
};
