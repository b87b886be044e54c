import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { holders, removalVouchers } from '@server/db/schema';
import { allOf } from '@server/permissions/scope';

const asDate = (day: string) => sql`${day}::date`;

/** The removal date of a holder's LAST confirmed voucher (a correlated subquery), or null. */
export const lastConfirmedRemoval = sql`(select max(${removalVouchers.removalDate})
  from ${removalVouchers} where ${removalVouchers.holderId} = ${holders.id}
  and ${removalVouchers.status} = 'CONFIRMED')`;

/** The latest CONFIRMED removal of each holder, whoever may read the voucher. */
export const lastCollectionOf = (db: Db) =>
  db
    .select({
      holderId: removalVouchers.holderId,
      lastDate: sql<string>`max(${removalVouchers.removalDate})`.as('last_date'),
    })
    .from(removalVouchers)
    .where(eq(removalVouchers.status, 'CONFIRMED'))
    .groupBy(removalVouchers.holderId)
    .as('last_collection');

/**
 * Holders to collect: live, supplier status ACTIVE, a collection frequency set. The holder list's
 * `overdue` and `neverCollected` filters and the home figure share these rules, among the
 * holders the caller sees (`holderScope`).
 */
const toCollect = () =>
  allOf(
    isNull(holders.deletedAt),
    eq(holders.supplierStatus, 'ACTIVE'),
    sql`${holders.collectFrequencyNumber} > 0`,
  );

/** Days between two collections: the holder's `calculatedFrequency`. */
const interval = sql`ceil((case ${holders.collectFrequencyType}
    when 'DAILY' then 1 when 'WEEKLY' then 7 else 30 end)::numeric
    / ${holders.collectFrequencyNumber})::int`;

/** The day a holder's next collection is due: its last collection plus its interval. */
export const dueDateOf = (lastDate: unknown) => sql`(${lastDate}::date + ${interval})`;

/** A holder to collect, collected once, whose next collection was due before `today`. */
export const isOverdue = (lastDate: unknown, today: string) =>
  allOf(toCollect(), isNotNull(sql`${lastDate}`), sql`${dueDateOf(lastDate)} < ${asDate(today)}`);

/** A holder to collect that no CONFIRMED voucher ever collected. */
export const isNeverCollected = (holderId: unknown) =>
  allOf(
    toCollect(),
    sql`not exists (select 1 from ${removalVouchers} where ${removalVouchers.holderId} = ${holderId}
      and ${removalVouchers.status} = 'CONFIRMED')`,
  );
