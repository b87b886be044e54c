import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HistoryChange, HistoryEntry, HistoryRecordKind } from '@generated/model';
import {
  ListHistoryQueryParams,
  ListRecordHistoryParams,
  ListRecordHistoryQueryParams,
} from '@generated/zod/history/history.zod';
import type { Db } from '../db/client';
import { readPage, type Paging } from '../db/paging';
import { history } from '../db/schema';
import type { Deps } from '../deps';
import { requirePrincipal, type AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { readParams, readQuery } from '../http/validation';
import { can, isUnscoped, type Principal, type Resource } from '../permissions/policy';
import { allOf, isCompanyUser } from '../permissions/scope';
import { complete } from '../resources/complete';
import { readList, recordReader } from '../resources/handlers';
import { addDays, tunisMidnight } from '../resources/stats/calendar';

// GET /history (the History screen) and GET /history/{recordKind}/{recordId} (a record's History
// card). Nothing here or anywhere in the API changes or deletes an entry.

type Row = typeof history.$inferSelect;

/**
 * Fields a record hides from some readers, left out of its history for them too: a holder's
 * contact details are for callers with holder UPDATE (`serializeHolder`; a company's account
 * reads its own company's holders only, so UPDATE is the whole rule here).
 */
const HIDDEN: Partial<
  Record<HistoryRecordKind, { fields: string[]; shown: (principal: Principal) => boolean }>
> = {
  holder: {
    fields: ['contact', 'contactPhone', 'contactEmail', 'contactLandline'],
    shown: (principal) => can(principal, 'holder', 'UPDATE'),
  },
};

/** The resource whose READ reads a deleted record's history (regions and zones are never deleted). */
const RESOURCE: Record<HistoryRecordKind, Resource | null> = {
  holder: 'holder',
  relayDepot: 'relayDepot',
  subcontractor: 'subcontractor',
  tour: 'tour',
  removalVoucher: 'removalVoucher',
  user: 'users',
  complaint: 'complaint',
  region: null,
  zone: null,
  buyer: 'buyer',
  shipment: 'shipment',
};

const serialize = (principal: Principal) => {
  const showsAddress = can(principal, 'history', 'READ');
  return (row: Row): HistoryEntry => {
    const hidden = HIDDEN[row.recordKind];
    const changes = row.changes as HistoryChange[];
    return complete<HistoryEntry>({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId && row.actorRole
          ? { id: row.actorId, name: row.actorName ?? '', role: row.actorRole }
          : null,
      address: showsAddress ? row.address : null,
      action: row.action,
      recordKind: row.recordKind,
      recordId: row.recordId,
      recordLabel: row.recordLabel,
      changes:
        hidden && !hidden.shown(principal)
          ? changes.filter((change) => !hidden.fields.includes(change.field))
          : changes,
      reason: row.reason,
    });
  };
};

/**
 * The entries of records in the caller's area when they were written: everything for a
 * SUPER_ADMIN (or an account of every area), those of their region or their zone for others,
 * none for a company's account.
 */
const areaScope = (principal: Principal): SQL | undefined => {
  if (isCompanyUser(principal)) return sql`false`;
  if (isUnscoped(principal)) return undefined;
  const { area } = principal;
  if (area.kind === 'region') return sql`${history.regionIds} @> array[${area.regionId}]::uuid[]`;
  if (area.kind === 'zone') return sql`${history.zoneIds} @> array[${area.zoneId}]::uuid[]`;
  return sql`false`;
};

// As the indexes are ordered (drizzle-kit writes `DESC NULLS LAST`; a plain `desc` would sort
// nulls first and not walk them).
const NEWEST_FIRST = [sql`${history.at} desc nulls last`, sql`${history.seq} desc nulls last`];

const page = async (db: Db, principal: Principal, paging: Paging, where: SQL | undefined) => {
  const { rows, meta } = await readPage(
    db,
    paging,
    db
      .select()
      .from(history)
      .where(where)
      .orderBy(...NEWEST_FIRST),
    { table: history, where },
  );
  return { items: rows.map(serialize(principal)), meta };
};

/**
 * Whether a deleted record's history is the caller's: staff (not a company's account) with READ
 * on its resource, in whose area the record was when it was deleted.
 */
const deletedInReach = async (
  db: Db,
  principal: Principal,
  kind: HistoryRecordKind,
  id: string,
) => {
  const resource = RESOURCE[kind];
  if (!resource || isCompanyUser(principal) || !can(principal, resource, 'READ')) return false;
  const [deleted] = await db
    .select({ id: history.id })
    .from(history)
    .where(
      allOf(
        eq(history.recordKind, kind),
        eq(history.recordId, id),
        eq(history.action, 'DELETE'),
        areaScope(principal),
      ),
    )
    .limit(1);
  return deleted !== undefined;
};

export const historyRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { principal, q } = readList(c, 'history', ListHistoryQueryParams);
      const where = allOf(
        areaScope(principal),
        q.actorId ? eq(history.actorId, q.actorId) : undefined,
        q.recordKind ? eq(history.recordKind, q.recordKind) : undefined,
        q.action ? eq(history.action, q.action) : undefined,
        q.from ? gte(history.at, tunisMidnight(q.from)) : undefined,
        q.to ? lt(history.at, tunisMidnight(addDays(q.to, 1))) : undefined,
      );
      return c.json(await page(db, principal, { ...q, sortOrder: 'desc' }, where), 200);
    })
    .get('/:recordKind/:recordId', async (c) => {
      const principal = requirePrincipal(c);
      const { recordKind, recordId } = readParams(c, ListRecordHistoryParams);
      const read = recordReader(principal, recordKind);
      const q = readQuery(c, ListRecordHistoryQueryParams, c.get('lang'));
      if (
        !(await read(db, recordId)) &&
        !(await deletedInReach(db, principal, recordKind, recordId))
      ) {
        throw notFound();
      }
      const where = and(eq(history.recordKind, recordKind), eq(history.recordId, recordId));
      return c.json(await page(db, principal, { ...q, sortOrder: 'desc' }, where), 200);
    });
