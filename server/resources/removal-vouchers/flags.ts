import { sql, type SQL } from 'drizzle-orm';
import type { RemovalVoucherFlag, RemovalVoucherFlagKind } from '@generated/model';
import { holderMonths, holders, removalVouchers } from '@server/db/schema';

// Pickups that do not add up (openapi.yaml, RemovalVoucherFlagKind). Each flag is one SQL rule,
// the same for the figures a voucher is read with and for the list's filters, so that a voucher
// the filter keeps always shows its flag. The month totals and medians are kept by triggers
// (holder_months, migration 0010).

/** How many times its median a holder's month must exceed to be flagged. */
const UNUSUAL_FACTOR = 3;

/** Litres of a voucher: the sum of its tanks' extracted quantities (an SQL function). */
const voucherLitres = sql<number>`voucher_litres(${removalVouchers.extractedTanks})`;

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

/** The list's conditions: the vouchers that carry a flag of `kind`. */
const hasFlag: Record<RemovalVoucherFlagKind, SQL> = {
  OVER_CAPACITY: aboveCapacity(
    sql`(select h.storage_capacity from holders h where h.id = ${removalVouchers.holderId})`,
  ),
  UNUSUAL_MONTH: sql`exists (select 1 from holder_months m where m.holder_id = ${removalVouchers.holderId}
    and m.month = ${voucherMonth} and ${aboveMedian(sql`m.litres`, sql`m.median`)})`,
};

/** `flagged=true`: any flag; `flag`: that kind; both may be given. */
export const flagFilters = (q: { flagged?: boolean; flag?: RemovalVoucherFlagKind }) => [
  q.flagged ? sql`(${hasFlag.OVER_CAPACITY} or ${hasFlag.UNUSUAL_MONTH})` : undefined,
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
