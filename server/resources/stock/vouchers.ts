import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { relayDepots, removalVouchers, stockEntries, subcontractors } from '@server/db/schema';
import { ruleViolation } from '@server/http/errors';
import type { Principal } from '@server/permissions/policy';
import { allOf, relayDepotScope } from '@server/permissions/scope';
import { writeHistory, type Who } from '@server/history/write';
import { tunisDay } from '../stats/calendar';
import { closedThrough, lockDepot, movementWords, postMovement, StockRefusal } from './ledger';

// A confirmed voucher's oil is in the depot it was delivered to: its IN entry is written in the
// transaction of the confirmation, and an amendment's transaction makes the entries follow the
// voucher's litres (docs/decisions/0023). A voucher without a depot (made before the ledger)
// has no entry: the mass balance counts it apart.

/**
 * The depot of delivery named in a voucher's body: one the caller's area reaches (400 on the
 * field otherwise, as an unknown one). Without one, the depot of the company that made the
 * pickup.
 */
export const deliveryDepot = async (
  tx: Db,
  principal: Principal,
  body: { relayDepotId?: string; actualSubcontractorId: string },
) => {
  if (body.relayDepotId) {
    const [depot] = await tx
      .select({ id: relayDepots.id })
      .from(relayDepots)
      .where(
        allOf(eq(relayDepots.id, body.relayDepotId), relayDepotScope(principal, relayDepots.id)),
      );
    if (!depot) throw ruleViolation(['relayDepotId'], 'unknownReference');
    return depot.id;
  }
  const [company] = await tx
    .select({ relayDepotId: subcontractors.relayDepotId })
    .from(subcontractors)
    .where(eq(subcontractors.id, body.actualSubcontractorId));
  if (!company) throw ruleViolation(['actualSubcontractorId'], 'unknownReference');
  return company.relayDepotId;
};

const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * The day an entry of `day` is written on: `day` itself while its period is open, else the
 * first open day (a correction goes into the next open period), with the reason saying so.
 */
const openDay = async (tx: Db, depotId: string, day: string) => {
  const closed = await closedThrough(tx, depotId);
  return closed !== null && day <= closed ? { day: dayAfter(closed), late: true } : { day };
};

const voucherOf = async (tx: Db, voucherId: string) => {
  const [voucher] = await tx
    .select({
      id: removalVouchers.id,
      number: removalVouchers.number,
      status: removalVouchers.status,
      litres: removalVouchers.litres,
      removalDate: removalVouchers.removalDate,
      relayDepotId: removalVouchers.relayDepotId,
    })
    .from(removalVouchers)
    .where(eq(removalVouchers.id, voucherId));
  if (!voucher) throw new Error(`unknown voucher ${voucherId}`);
  return voucher;
};

/** The confirmed voucher's IN entry at its depot, dated on its removal day (or the next open one). */
export const enterConfirmedVoucher = async (tx: Db, voucherId: string, who: Who) => {
  const voucher = await voucherOf(tx, voucherId);
  if (voucher.status !== 'CONFIRMED' || !voucher.relayDepotId || voucher.litres <= 0) return;
  const { day, late } = await openDay(tx, voucher.relayDepotId, voucher.removalDate);
  await postMovement(
    tx,
    {
      depotId: voucher.relayDepotId,
      kind: 'IN',
      litres: voucher.litres,
      occurredOn: day,
      voucherId: voucher.id,
      reason: late
        ? `Bon ${voucher.number} du ${voucher.removalDate} confirmé après la clôture de sa période`
        : null,
    },
    who,
  );
};

/**
 * After an amendment of a confirmed voucher: its entries at its depot sum to its litres again.
 * While its IN entry's period is open the entry itself takes the new litres and removal day;
 * once closed, an ADJUSTMENT of the difference goes into the next open period, with the
 * amendment's reason. Refused (StockRefusal) when the depot's stock would go below zero.
 */
export const followAmendedVoucher = async (tx: Db, voucherId: string, reason: string, who: Who) => {
  const voucher = await voucherOf(tx, voucherId);
  if (voucher.status !== 'CONFIRMED' || !voucher.relayDepotId) return;
  const depotId = voucher.relayDepotId;
  const entries = await tx
    .select()
    .from(stockEntries)
    .where(and(eq(stockEntries.voucherId, voucherId), eq(stockEntries.relayDepotId, depotId)))
    .orderBy(stockEntries.seq);
  const entered = entries.reduce((sum, entry) => sum + entry.litres, 0);
  const difference = Math.round((voucher.litres - entered) * 1000) / 1000;
  const entry = entries.find((candidate) => candidate.kind === 'IN');
  const closed = await closedThrough(tx, depotId);
  const open = (day: string) => closed === null || day > closed;
  if (!entry) {
    await enterConfirmedVoucher(tx, voucherId, who);
    return;
  }
  if (open(entry.occurredOn) && open(voucher.removalDate)) {
    if (difference === 0 && entry.occurredOn === voucher.removalDate) return;
    const depot = await lockDepot(tx, depotId);
    if (depot.quantity + difference < 0) {
      throw new StockRefusal('insufficientStock', { available: depot.quantity });
    }
    const litres = entry.litres + difference;
    const after = Math.round((depot.quantity + difference) * 1000) / 1000;
    await tx
      .update(stockEntries)
      .set({
        litres,
        kg: sql`round((${litres} * ${stockEntries.density})::numeric, 3)::float8`,
        occurredOn: voucher.removalDate,
      })
      .where(eq(stockEntries.id, entry.id));
    await writeHistory(tx, who, {
      action: 'UPDATE',
      recordKind: 'relayDepot',
      recordId: depot.id,
      recordLabel: depot.name,
      changes: [
        { field: 'quantity', before: depot.quantity, after },
        {
          field: 'stockMovement',
          before: movementWords(entry),
          after: movementWords({ ...entry, litres, occurredOn: voucher.removalDate }),
        },
      ],
      reason: `Amendement du bon ${voucher.number} : ${reason}`,
    });
    return;
  }
  if (difference === 0) return;
  const { day } = await openDay(tx, depotId, tunisDay(new Date()));
  await postMovement(
    tx,
    {
      depotId,
      kind: 'ADJUSTMENT',
      litres: difference,
      density: entry.density,
      occurredOn: day,
      voucherId,
      reason: `Amendement du bon ${voucher.number} : ${reason}`,
    },
    who,
  );
};
