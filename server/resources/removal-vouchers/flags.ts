import { sql, type SQL } from 'drizzle-orm';
import type { RemovalVoucherFlag, RemovalVoucherFlagKind } from '@generated/model';
import { holderMonths, holders, removalVouchers } from '@server/db/schema';

// Pickups that do not add up (openapi.yaml, RemovalVoucherFlagKind). Each flag is one rule, the
// same for the figures a voucher is read with and for the list's filters, so that a voucher the
// filter keeps always shows its flag. Whether a voucher is above its holder's capacity, and the
// month totals and medians (holder_months), are kept by triggers (migration 0013).

/** How many times its median a holder's month must exceed to be flagged. */
const UNUSUAL_FACTOR = 3;

/** Litres of a voucher: the sum of its tanks', kept on its row by a trigger. */
const voucherLitres = removalVouchers.litres;

/**
 * Above the holder's declared capacity (0 is none): kept on the voucher's row by triggers on
 * removal_vouchers and holders, so that a list filters on it without a join per voucher.
 */
const overCapacity = sql<boolean>`${removalVouchers.overCapacity}`;

/** The first day of the voucher's month, as holder_months keys it (no time zone to look up). */
const voucherMonth = sql`date_trunc('month', ${removalVouchers.removalDate}::timestamp)::date`;

/** Above three times the median of the six months before (null without enough history). */
const aboveMedian = (litres: SQL, median: SQL) =>
  sql`coalesce(${litres} > ${UNUSUAL_FACTOR} * ${median}, false)`;

/** The voucher's row of holder_months, joined by voucherSelect. */
export const voucherMonthJoin = sql`${holderMonths.holderId} = ${removalVouchers.holderId} and ${holderMonths.month} = ${voucherMonth}`;

/** What voucherSelect reads for the flags (holders and holder_months joined). */
export const flagColumns = {
  litres: voucherLitres,
  capacity: holders.storageCapacity,
  overCapacity: removalVouchers.overCapacity,
  month: sql<string>`${voucherMonth}::text`,
  monthTotal: holderMonths.litres,
  median: holderMonths.median,
  unusualMonth: aboveMedian(sql`${holderMonths.litres}`, sql`${holderMonths.median}`).mapWith(
    Boolean,
  ),
};

/**
 * The vouchers of an unusual month: the (holder, month) pairs that are unusual are few, hashed
 * once for the whole list (a lookup per voucher costs seconds at a few hundred thousand).
 */
const unusualMonth = sql`(${removalVouchers.holderId}, ${voucherMonth}) in (
  select m.holder_id, m.month from holder_months m where ${aboveMedian(sql`m.litres`, sql`m.median`)})`;

const hasFlag: Record<RemovalVoucherFlagKind, SQL> = {
  OVER_CAPACITY: overCapacity,
  UNUSUAL_MONTH: unusualMonth,
};

/** `flagged=true`: any flag; `flag`: that kind; both may be given. */
export const flagFilters = (q: { flagged?: boolean; flag?: RemovalVoucherFlagKind }) => [
  q.flagged ? sql`(${overCapacity} or ${unusualMonth})` : undefined,
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
