import { sql, type SQL } from 'drizzle-orm';
import type { RemovalVoucherFlag, RemovalVoucherFlagKind } from '@generated/model';
import { holderMonths, holders, removalVouchers } from '@server/db/schema';

// Pickups that do not add up (openapi.yaml, RemovalVoucherFlagKind). Each flag is one SQL rule,
// the same for the figures a voucher is read with and for the list's filters, so that a voucher
// the filter keeps always shows its flag. The month totals and medians are kept by triggers
// (holder_months, migration 0010).

/** How many times its median a holder's month must exceed to be flagged. */
const UNUSUAL_FACTOR = 3;

/** Litres of a voucher: the sum of its tanks', kept on its row by a trigger. */
const voucherLitres = removalVouchers.litres;

/** The first day of the voucher's month, as holder_months keys it. */
const voucherMonth = sql`date_trunc('month', ${removalVouchers.removalDate})::date`;

/** Above the holder's declared capacity; 0 is not a declared capacity. */
const aboveCapacity = (capacity: SQL | typeof holders.storageCapacity) =>
  sql`(${capacity} > 0 and ${voucherLitres} > ${capacity})`;

/** Above three times the median of the six months before (null without enough history). */
const aboveMedian = (litres: SQL, median: SQL) =>
  sql`coalesce(${litres} > ${UNUSUAL_FACTOR} * ${median}, false)`;

/** The voucher's row of holder_months, joined by voucherSelect. */
export const voucherMonthJoin = sql`${holderMonths.holderId} = ${removalVouchers.holderId} and ${holderMonths.month} = ${voucherMonth}`;

/** What voucherSelect reads for the flags (holders and holder_months joined). */
export const flagColumns = {
  litres: voucherLitres,
  capacity: holders.storageCapacity,
  overCapacity: aboveCapacity(holders.storageCapacity).mapWith(Boolean),
  month: sql<string>`${voucherMonth}::text`,
  monthTotal: holderMonths.litres,
  median: holderMonths.median,
  unusualMonth: aboveMedian(sql`${holderMonths.litres}`, sql`${holderMonths.median}`).mapWith(
    Boolean,
  ),
};

// The list's conditions, written so that PostgreSQL answers them with hash joins over the whole
// list (a correlated lookup per voucher costs seconds at a few hundred thousand vouchers).

/** The vouchers above their holder's capacity: a semi-join on holders. */
const overCapacity = sql`exists (select 1 from holders h where h.id = ${removalVouchers.holderId}
  and h.storage_capacity > 0 and ${voucherLitres} > h.storage_capacity)`;

/** The (holder, month) pairs that are unusual: few rows, hashed once. */
const unusualMonths = sql`select m.holder_id, m.month from holder_months m
  where ${aboveMedian(sql`m.litres`, sql`m.median`)}`;

const unusualMonth = sql`(${removalVouchers.holderId}, ${voucherMonth}) in (${unusualMonths})`;

/** Any flag: the ids of the vouchers of either kind, hashed once. */
const anyFlag = sql`${removalVouchers.id} in (
  select v.id from removal_vouchers v join holders h on h.id = v.holder_id
    where h.storage_capacity > 0 and v.litres > h.storage_capacity
  union all
  select v.id from removal_vouchers v join (${unusualMonths}) u
    on u.holder_id = v.holder_id and u.month = date_trunc('month', v.removal_date)::date)`;

const hasFlag: Record<RemovalVoucherFlagKind, SQL> = {
  OVER_CAPACITY: overCapacity,
  UNUSUAL_MONTH: unusualMonth,
};

/** `flagged=true`: any flag; `flag`: that kind; both may be given. */
export const flagFilters = (q: { flagged?: boolean; flag?: RemovalVoucherFlagKind }) => [
  q.flagged ? anyFlag : undefined,
  q.flag ? hasFlag[q.flag] : undefined,
];

interface FlagFigures {
  litres: number;
  capacity: number;
  overCapacity: boolean;
  month: string;
  monthTotal: number | null;
  median: number | null;
  unusualMonth: boolean;
}

/** A voucher's flags with the figures that explain them, in the contract's order of kinds. */
export const flagsOf = (f: FlagFigures): RemovalVoucherFlag[] => [
  ...(f.overCapacity
    ? [{ kind: 'OVER_CAPACITY' as const, quantity: f.litres, capacity: f.capacity }]
    : []),
  ...(f.unusualMonth && f.monthTotal !== null && f.median !== null
    ? [
        {
          kind: 'UNUSUAL_MONTH' as const,
          month: f.month,
          monthTotal: f.monthTotal,
          median: f.median,
        },
      ]
    : []),
];
