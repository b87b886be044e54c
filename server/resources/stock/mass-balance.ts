import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { HolderCategory, MassBalance, MassBalanceInput } from '@generated/model';
import type { Db } from '@server/db/client';
import {
  buyers,
  holders,
  relayDepots,
  removalVouchers,
  shipments,
  stockEntries,
} from '@server/db/schema';
import { notFound, ruleViolation } from '@server/http/errors';
import type { Principal } from '@server/permissions/policy';
import { allOf, relayDepotScope, voucherScope } from '@server/permissions/scope';
import { buyerSummary } from '../buyers/serialize';
import { closedThrough } from './ledger';

// The mass balance of a period (docs/decisions/0023): every figure is a sum over the ledger's
// entries of the depots counted, read by (relay_depot_id, occurred_on) from its index. Outputs
// are grouped by buyer, through the shipments' table (joined on shipment_id).

export interface Period {
  from: string;
  to: string;
}

/** At most three months: `to` is before the same day three months after `from`. */
export const checkPeriod = ({ from, to }: Period) => {
  if (to < from) throw ruleViolation(['to'], 'registerPeriodOrder');
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + 3);
  if (to >= limit.toISOString().slice(0, 10)) throw ruleViolation(['to'], 'stockPeriodTooLong');
};

const HOLDER_CATEGORIES: HolderCategory[] = ['EXCLUSIVE', 'PARTIAL', 'NONCONTRIBUTIVE'];

/** Thousandths, as the ledger keeps quantities. */
const round = (value: number | null | undefined) => Math.round((value ?? 0) * 1000) / 1000;
const quantity = (litres: number | null | undefined, kg: number | null | undefined) => ({
  litres: round(litres),
  kg: round(kg),
});

/**
 * The depots a mass balance counts: the one asked for (404 outside the caller's area, as an
 * unknown one), or every depot of the caller's area.
 */
export const depotsOf = async (db: Db, principal: Principal, depotId: string | undefined) => {
  const rows = await db
    .select({
      id: relayDepots.id,
      code: relayDepots.code,
      name: relayDepots.name,
      lat: relayDepots.lat,
      lng: relayDepots.lng,
    })
    .from(relayDepots)
    .where(
      allOf(
        depotId ? eq(relayDepots.id, depotId) : undefined,
        relayDepotScope(principal, relayDepots.id),
      ),
    )
    .orderBy(asc(relayDepots.name), asc(relayDepots.id));
  if (depotId && rows.length === 0) throw notFound();
  return rows;
};

const inDepots = (ids: string[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql`${stockEntries.relayDepotId} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

const sumOf = (condition: SQL) => ({
  litres: sql<number>`coalesce(sum(${stockEntries.litres}) filter (where ${condition}), 0)::float8`,
  kg: sql<number>`coalesce(sum(${stockEntries.kg}) filter (where ${condition}), 0)::float8`,
});

const inPeriod = ({ from, to }: Period) =>
  sql`${stockEntries.occurredOn} >= ${from} and ${stockEntries.occurredOn} <= ${to}`;

/** Entries that come from a voucher: its IN entry and its corrections after an amendment. */
const fromVoucher = sql`${stockEntries.voucherId} is not null`;

export const massBalance = async (
  db: Db,
  principal: Principal,
  depotId: string | undefined,
  period: Period,
): Promise<MassBalance> => {
  checkPeriod(period);
  const depots = await depotsOf(db, principal, depotId);
  const where = inDepots(depots.map((depot) => depot.id));
  const during = inPeriod(period);
  const kind = (name: string) => sql`${stockEntries.kind} = ${name}`;
  const [totals, inputs, outputs, measured, withoutDepot, closed] = await Promise.all([
    db
      .select({
        before: sumOf(
          sql`${stockEntries.occurredOn} < ${period.from} or (${during} and ${kind('OPENING')})`,
        ),
        through: sumOf(sql`${stockEntries.occurredOn} <= ${period.to}`),
        transfersIn: sumOf(sql`${during} and ${kind('TRANSFER_IN')}`),
        transfersOut: sumOf(sql`${during} and ${kind('TRANSFER_OUT')}`),
        outputs: sumOf(sql`${during} and ${kind('OUT')}`),
        adjustments: sumOf(sql`${during} and ${kind('ADJUSTMENT')} and not ${fromVoucher}`),
        losses: sumOf(
          sql`${during} and ${kind('ADJUSTMENT')} and not ${fromVoucher} and ${stockEntries.measuredLitres} is null and ${stockEntries.litres} < 0`,
        ),
      })
      .from(stockEntries)
      .where(and(where, sql`${stockEntries.occurredOn} <= ${period.to}`)),
    db
      .select({
        category: holders.category,
        holders: sql<number>`count(distinct ${holders.id})::int`,
        vouchers: sql<number>`count(distinct ${removalVouchers.id})::int`,
        litres: sql<number>`sum(${stockEntries.litres})::float8`,
        kg: sql<number>`sum(${stockEntries.kg})::float8`,
      })
      .from(stockEntries)
      .innerJoin(removalVouchers, eq(removalVouchers.id, stockEntries.voucherId))
      .innerJoin(holders, eq(holders.id, removalVouchers.holderId))
      .where(and(where, during))
      .groupBy(sql`rollup(${holders.category})`),
    db
      .select({
        buyer: buyerSummary,
        shipments: sql<number>`count(distinct ${stockEntries.shipmentId})::int`,
        litres: sql<number>`-sum(${stockEntries.litres})::float8`,
        kg: sql<number>`-sum(${stockEntries.kg})::float8`,
      })
      .from(stockEntries)
      .leftJoin(shipments, eq(shipments.id, stockEntries.shipmentId))
      .leftJoin(buyers, eq(buyers.id, shipments.buyerId))
      .where(and(where, during, kind('OUT')))
      .groupBy(buyers.id)
      .orderBy(sql`sum(${stockEntries.litres})`, asc(buyers.name), asc(buyers.id)),
    // Each depot's last measured correction of the period.
    db
      .selectDistinctOn([stockEntries.relayDepotId], {
        on: stockEntries.occurredOn,
        measured: stockEntries.measuredLitres,
        difference: stockEntries.litres,
      })
      .from(stockEntries)
      .where(and(where, during, sql`${stockEntries.measuredLitres} is not null`))
      .orderBy(
        stockEntries.relayDepotId,
        sql`${stockEntries.occurredOn} desc`,
        sql`${stockEntries.seq} desc`,
      ),
    db
      .select({
        vouchers: sql<number>`count(*)::int`,
        litres: sql<number>`coalesce(sum(${removalVouchers.litres}), 0)::float8`,
      })
      .from(removalVouchers)
      .where(
        allOf(
          sql`${removalVouchers.relayDepotId} is null`,
          eq(removalVouchers.status, 'CONFIRMED'),
          sql`${removalVouchers.removalDate} >= ${period.from} and ${removalVouchers.removalDate} <= ${period.to}`,
          voucherScope(principal, {
            holderId: removalVouchers.holderId,
            subcontractorId: removalVouchers.subcontractorId,
            actualId: removalVouchers.actualSubcontractorId,
          }),
        ),
      ),
    depots.length === 1 && depots[0] ? closedThrough(db, depots[0].id) : Promise.resolve(null),
  ]);
  const sums = totals[0];
  const line = (row: (typeof inputs)[number] | undefined, category: HolderCategory | null) =>
    ({
      category,
      holders: row?.holders ?? 0,
      vouchers: row?.vouchers ?? 0,
      ...quantity(row?.litres, row?.kg),
    }) satisfies MassBalanceInput;
  const byCategory = new Map(inputs.map((row) => [row.category, row]));
  const lastDay = measured.reduce<string | null>(
    (last, row) => (last === null || row.on > last ? row.on : last),
    null,
  );
  const measuredLitres = round(measured.reduce((sum, row) => sum + (row.measured ?? 0), 0));
  const differenceLitres = round(measured.reduce((sum, row) => sum + row.difference, 0));
  const negate = (value: { litres: number; kg: number }) => quantity(-value.litres, -value.kg);
  return {
    from: period.from,
    to: period.to,
    depots,
    opening: quantity(sums?.before.litres, sums?.before.kg),
    inputs: HOLDER_CATEGORIES.filter((category) => byCategory.has(category)).map((category) =>
      line(byCategory.get(category), category),
    ),
    // rollup's grand total: the row whose category is null.
    inputTotal: line(
      inputs.find((row) => row.category === null),
      null,
    ),
    transfersIn: quantity(sums?.transfersIn.litres, sums?.transfersIn.kg),
    transfersOut: negate(sums?.transfersOut ?? { litres: 0, kg: 0 }),
    outputs: outputs.map((row) => ({
      buyer: row.buyer,
      shipments: row.shipments,
      ...quantity(row.litres, row.kg),
    })),
    outputTotal: negate(sums?.outputs ?? { litres: 0, kg: 0 }),
    losses: negate(sums?.losses ?? { litres: 0, kg: 0 }),
    adjustments: quantity(sums?.adjustments.litres, sums?.adjustments.kg),
    closing: quantity(sums?.through.litres, sums?.through.kg),
    measured:
      lastDay === null
        ? null
        : {
            on: lastDay,
            depots: measured.length,
            measuredLitres,
            ledgerLitres: round(measuredLitres - differenceLitres),
            differenceLitres,
          },
    withoutDepot: {
      vouchers: withoutDepot[0]?.vouchers ?? 0,
      litres: round(withoutDepot[0]?.litres),
    },
    closedThrough: closed,
  };
};

/** The vouchers behind the input lines (CSV, PDF): by category, then number. */
export const inputVouchers = (db: Db, depotIds: string[], period: Period) =>
  db
    .select({
      category: holders.category,
      number: removalVouchers.number,
      removalDate: removalVouchers.removalDate,
      holder: holders.name,
      depot: relayDepots.code,
      litres: sql<number>`sum(${stockEntries.litres})::float8`,
      kg: sql<number>`sum(${stockEntries.kg})::float8`,
    })
    .from(stockEntries)
    .innerJoin(removalVouchers, eq(removalVouchers.id, stockEntries.voucherId))
    .innerJoin(holders, eq(holders.id, removalVouchers.holderId))
    .innerJoin(relayDepots, eq(relayDepots.id, stockEntries.relayDepotId))
    .where(and(inDepots(depotIds), inPeriod(period)))
    .groupBy(
      holders.category,
      removalVouchers.number,
      removalVouchers.removalDate,
      holders.name,
      relayDepots.code,
    )
    .orderBy(asc(holders.category), asc(removalVouchers.number), asc(relayDepots.code));

export type InputVoucher = Awaited<ReturnType<typeof inputVouchers>>[number];

/** The shipments behind the output lines (CSV): by buyer, then dispatch day and number. */
export const outputShipments = (db: Db, depotIds: string[], period: Period) =>
  db
    .select({
      buyerId: buyers.id,
      buyer: buyers.name,
      declarationNumber: shipments.declarationNumber,
      dispatchDate: shipments.dispatchDate,
      depot: relayDepots.code,
      netWeightKg: sql<number>`-sum(${stockEntries.kg})::float8`,
      litres: sql<number>`-sum(${stockEntries.litres})::float8`,
    })
    .from(stockEntries)
    .innerJoin(shipments, eq(shipments.id, stockEntries.shipmentId))
    .innerJoin(buyers, eq(buyers.id, shipments.buyerId))
    .innerJoin(relayDepots, eq(relayDepots.id, stockEntries.relayDepotId))
    .where(and(inDepots(depotIds), inPeriod(period), sql`${stockEntries.kind} = 'OUT'`))
    .groupBy(
      buyers.name,
      buyers.id,
      shipments.id,
      shipments.declarationNumber,
      shipments.dispatchDate,
      relayDepots.code,
    )
    .orderBy(asc(buyers.name), asc(shipments.dispatchDate), asc(shipments.declarationNumber));

export type OutputShipment = Awaited<ReturnType<typeof outputShipments>>[number];
