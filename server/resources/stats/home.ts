import { asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetHomeStatsResponse } from '@generated/zod/stats/stats.zod';
import type { Db } from '@server/db/client';
import { complaints, holders, relayDepots, removalVouchers, tours } from '@server/db/schema';
import { can, type Principal } from '@server/permissions/policy';
import {
  allOf,
  complaintScope,
  holderScope,
  relayDepotScope,
  tourScope,
  voucherScope,
} from '@server/permissions/scope';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';
import { complete } from '../complete';
import { dueDateOf, isNeverCollected, isOverdue, lastCollectionOf } from '../holders/collection';
import { periodsOf, type Periods } from './calendar';

export type HomeStats = zod.output<typeof GetHomeStatsResponse>;

export { NEARLY_FULL_RATE };
/** How many of the overdue holders the answer names. */
const MOST_OVERDUE = 5;

const asDate = (day: string) => sql`${day}::date`;

const voucherScopeOf = (principal: Principal) =>
  voucherScope(principal, {
    holderId: removalVouchers.holderId,
    subcontractorId: removalVouchers.subcontractorId,
    actualId: removalVouchers.actualSubcontractorId,
  });

/** Litres of one voucher: the sum of its tanks' extracted quantities. */
export const voucherLitres = sql`(select coalesce(sum((tank->>'extractedQuantity')::float8), 0)
  from jsonb_array_elements(${removalVouchers.extractedTanks}) tank)`;

/** Sums of floating litres print as 1234.5, not 1234.4999999. */
export const litres = (value: number) => Math.round(value * 100) / 100;

const collected = async (db: Db, principal: Principal, periods: Periods) => {
  const monthOf = sql<string>`to_char(${removalVouchers.removalDate}, 'YYYY-MM')`;
  const first = `${periods.months[0]}-01`;
  const rows = await db
    .select({ month: monthOf, quantity: sql<number>`sum(${voucherLitres})`.mapWith(Number) })
    .from(removalVouchers)
    .where(
      allOf(
        voucherScopeOf(principal),
        eq(removalVouchers.status, 'CONFIRMED'),
        gte(removalVouchers.removalDate, first),
        lte(removalVouchers.removalDate, periods.monthTo),
      ),
    )
    .groupBy(monthOf);
  const byMonth = new Map(rows.map((row) => [row.month, litres(row.quantity)]));
  const months = periods.months.map((month) => ({ month, quantity: byMonth.get(month) ?? 0 }));
  return { thisMonth: months[months.length - 1]?.quantity ?? 0, months };
};

const awaitingVouchers = async (db: Db, principal: Principal) => {
  const [row] = await db
    .select({ value: count() })
    .from(removalVouchers)
    .where(allOf(voucherScopeOf(principal), eq(removalVouchers.status, 'AWAITING')));
  return row?.value ?? 0;
};

const nearlyFullDepots = async (db: Db, principal: Principal) => {
  const [row] = await db
    .select({ value: count() })
    .from(relayDepots)
    .where(
      allOf(
        relayDepotScope(principal, relayDepots.id),
        sql`${relayDepots.quantity} / ${relayDepots.capacity} >= ${NEARLY_FULL_RATE}`,
      ),
    );
  return row?.value ?? 0;
};

/**
 * Holders past their next collection, due `calculatedFrequency` days after their LAST confirmed
 * removal. A holder never collected has no due date: it is counted apart, not as late.
 */
const overdueHolders = async (db: Db, principal: Principal, today: string) => {
  const lastCollection = lastCollectionOf(db);
  const dueDate = dueDateOf(lastCollection.lastDate);
  const [rows, [never]] = await Promise.all([
    db
      .select({
        id: holders.id,
        name: holders.name,
        number: holders.number,
        city: holders.city,
        lastCollectionDate: sql<string | null>`${lastCollection.lastDate}::text`,
        dueDate: sql<string>`${dueDate}::text`,
        daysOverdue: sql<number>`(${asDate(today)} - ${dueDate})`.mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(holders)
      .innerJoin(lastCollection, eq(lastCollection.holderId, holders.id))
      .where(allOf(holderScope(principal, holders), isOverdue(lastCollection.lastDate, today)))
      .orderBy(asc(dueDate), asc(holders.name), asc(holders.id))
      .limit(MOST_OVERDUE),
    db
      .select({ value: count() })
      .from(holders)
      .where(allOf(holderScope(principal, holders), isNeverCollected(holders.id))),
  ]);
  return {
    count: rows[0]?.total ?? 0,
    neverCollected: never?.value ?? 0,
    mostOverdue: rows.map(
      ({ id, name, number, city, lastCollectionDate, dueDate, daysOverdue }) => ({
        holder: { id, name, number, city },
        lastCollectionDate,
        dueDate,
        daysOverdue,
      }),
    ),
  };
};

const toursThisWeek = async (db: Db, principal: Principal, periods: Periods) => {
  const [row] = await db
    .select({ value: count() })
    .from(tours)
    .where(
      allOf(
        tourScope(principal, {
          zoneId: tours.zoneId,
          subcontractorId: tours.subcontractorId,
          assignedId: tours.assignedSubcontractorId,
          driverId: tours.driverId,
        }),
        gte(tours.plannedDate, periods.weekFrom),
        lte(tours.plannedDate, periods.weekTo),
      ),
    );
  return row?.value ?? 0;
};

const openComplaints = async (db: Db, principal: Principal) => {
  const rows = await db
    .select({ status: complaints.status, value: count() })
    .from(complaints)
    .where(
      allOf(
        complaintScope(principal, {
          holderId: complaints.holderId,
          createdById: complaints.createdById,
        }),
        inArray(complaints.status, ['OPEN', 'IN_PROGRESS']),
      ),
    )
    .groupBy(complaints.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.value ?? 0;
  return { open: of('OPEN'), inProgress: of('IN_PROGRESS') };
};

/** A figure the caller may not READ stays null and its query never runs. */
const ifReadable = <T>(allowed: boolean, figure: () => Promise<T>) =>
  allowed ? figure() : Promise.resolve(null);

export const homeStats = async (
  db: Db,
  principal: Principal,
  today: string,
): Promise<HomeStats> => {
  const periods = periodsOf(today);
  const reads = (resource: Parameters<typeof can>[1]) => can(principal, resource, 'READ');
  const vouchers = reads('removalVoucher');
  const [collectedFigure, awaiting, depots, overdue, weekTours, complaintFigures] =
    await Promise.all([
      ifReadable(vouchers, () => collected(db, principal, periods)),
      ifReadable(vouchers, () => awaitingVouchers(db, principal)),
      ifReadable(reads('relayDepot'), () => nearlyFullDepots(db, principal)),
      ifReadable(reads('holder'), () => overdueHolders(db, principal, today)),
      ifReadable(reads('tour'), () => toursThisWeek(db, principal, periods)),
      ifReadable(reads('complaint'), () => openComplaints(db, principal)),
    ]);
  return complete<HomeStats>({
    today: periods.today,
    monthFrom: periods.monthFrom,
    monthTo: periods.monthTo,
    weekFrom: periods.weekFrom,
    weekTo: periods.weekTo,
    collected: collectedFigure,
    awaitingVouchers: awaiting,
    nearlyFullDepots: depots,
    overdueHolders: overdue,
    toursThisWeek: weekTours,
    complaints: complaintFigures,
  });
};
