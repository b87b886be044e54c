import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { relayDepots, stockEntries, stockPeriods, type StockEntryKind } from '@server/db/schema';
import { ApiError } from '@server/http/errors';
import { writeHistory, type Who } from '@server/history/write';
import { tunisDay } from '../stats/calendar';

/** kg per litre of used cooking oil when none was measured. */
export const DEFAULT_DENSITY = 0.92;

/** What adds to a depot's stock (+1) and what takes from it (-1); an adjustment says itself. */
const SIGN: Record<Exclude<StockEntryKind, 'ADJUSTMENT'>, 1 | -1> = {
  OPENING: 1,
  IN: 1,
  TRANSFER_IN: 1,
  OUT: -1,
  TRANSFER_OUT: -1,
};

export interface Movement {
  depotId: string;
  kind: StockEntryKind;
  /**
   * The quantity, in litres or in kg or both (at least one). A size for every kind but
   * ADJUSTMENT (> 0; the kind gives the direction); signed for an ADJUSTMENT (a loss of water
   * or sediment is negative, a measured surplus positive).
   */
  litres?: number;
  kg?: number;
  /** kg per litre when measured; else kg / litres when both are given, else 0.92. */
  density?: number;
  /** The calendar day of the movement, YYYY-MM-DD (decision 0010). */
  occurredOn: string;
  voucherId?: string | null;
  /** An OUT entry's shipment (no foreign key: the shipments' table is theirs). */
  shipmentId?: string | null;
  /** Shared by the two entries of a transfer. */
  transferId?: string | null;
  /** Why: required for an ADJUSTMENT; kept on every kind that has one. */
  reason?: string | null;
}

export type StockEntry = typeof stockEntries.$inferSelect;

/**
 * A movement the ledger refuses: `insufficientStock` (it would take the depot below zero;
 * `detail.available` is the depot's balance in litres), `stockPeriodClosed` (its day is in a
 * closed period; `detail.closedThrough` is the last closed day), `invalidMovement` (no quantity,
 * a zero or wrongly signed one, an adjustment without its reason). It is an `ApiError` (409 for
 * the first two, 400 for the last, each with its French and English message in
 * server/http/messages.json): left uncaught, the request answers it; a caller may catch it and
 * answer its own message instead.
 */
export class StockRefusal extends ApiError {
  constructor(
    readonly reason: 'insufficientStock' | 'stockPeriodClosed' | 'invalidMovement',
    readonly detail: { available?: number; closedThrough?: string } = {},
  ) {
    super(
      reason === 'invalidMovement' ? 400 : 409,
      reason,
      reason === 'invalidMovement' ? [{ code: 'custom', path: [], key: reason }] : undefined,
    );
    this.name = 'StockRefusal';
  }
}

/** Thousandths: what the ledger keeps of a litre or a kilogram. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The movement's litres, kg and density, signed as the ledger keeps them. */
const quantities = (movement: Movement) => {
  const { litres, kg, kind } = movement;
  const given = litres ?? kg;
  if (given === undefined || !Number.isFinite(given) || given === 0) {
    throw new StockRefusal('invalidMovement');
  }
  const density =
    movement.density ?? (litres !== undefined && kg !== undefined ? kg / litres : DEFAULT_DENSITY);
  if (!(density > 0)) throw new StockRefusal('invalidMovement');
  const size = litres ?? (kg ?? 0) / density;
  if (kind !== 'ADJUSTMENT' && size < 0) throw new StockRefusal('invalidMovement');
  const sign = kind === 'ADJUSTMENT' ? 1 : SIGN[kind];
  const signedLitres = round(sign * size);
  const signedKg = round(sign * (kg ?? size * density));
  return { litres: signedLitres, kg: signedKg, density: Math.round(density * 10000) / 10000 };
};

/** A movement as the depot's history shows it: what, when, how much, its document. */
export const movementWords = (entry: StockEntry) =>
  Object.fromEntries(
    Object.entries({
      kind: entry.kind,
      occurredOn: entry.occurredOn,
      litres: entry.litres,
      kg: entry.kg,
      density: entry.density,
      measuredLitres: entry.measuredLitres,
      voucherId: entry.voucherId,
      shipmentId: entry.shipmentId,
      transferId: entry.transferId,
    }).filter(([, value]) => value !== null),
  );

/** The last closed day of a depot's ledger, or null while no period is closed. */
export const closedThrough = async (tx: Db, depotId: string): Promise<string | null> => {
  const [row] = await tx
    .select({ day: sql<string | null>`max(${stockPeriods.toDay})::text` })
    .from(stockPeriods)
    .where(eq(stockPeriods.relayDepotId, depotId));
  return row?.day ?? null;
};

/** A depot's balance: the sum of its ledger (the depot's `quantity` is kept equal to it). */
export const depotBalance = async (tx: Db, depotId: string) => {
  const [row] = await tx
    .select({
      litres: sql<number>`coalesce(sum(${stockEntries.litres}), 0)::float8`,
      kg: sql<number>`coalesce(sum(${stockEntries.kg}), 0)::float8`,
    })
    .from(stockEntries)
    .where(eq(stockEntries.relayDepotId, depotId));
  return { litres: round(row?.litres ?? 0), kg: round(row?.kg ?? 0) };
};

/** A new depot's opening entry, dated today: its creation's history shows the quantity. */
export const openLedger = async (tx: Db, depotId: string, litres: number, userId: string) => {
  await tx.insert(stockEntries).values({
    relayDepotId: depotId,
    kind: 'OPENING',
    occurredOn: tunisDay(new Date()),
    litres: round(litres),
    kg: round(litres * DEFAULT_DENSITY),
    density: DEFAULT_DENSITY,
    createdById: userId,
  });
};

/** The depot row, locked until the end of the transaction: movements of a depot queue here. */
export const lockDepot = async (tx: Db, depotId: string) => {
  const [depot] = await tx
    .select({ id: relayDepots.id, name: relayDepots.name, quantity: relayDepots.quantity })
    .from(relayDepots)
    .where(eq(relayDepots.id, depotId))
    .for('update');
  if (!depot) throw new Error(`unknown relay depot ${depotId}`);
  return depot;
};

/**
 * Records one movement of a depot's stock, inside the caller's transaction `tx`:
 * - locks the depot row (SELECT ... FOR UPDATE), so that two movements of one depot at the same
 *   moment are counted one after the other;
 * - refuses (throws `StockRefusal`, nothing written) a movement dated in a closed period, one
 *   that would take the depot's balance below zero, and a malformed one;
 * - inserts the entry (signed litres and kg, and the density used); the depot's `quantity`
 *   follows by trigger (migration stock_ledger), which also refuses, in the database, any entry
 *   of a closed period written some other way;
 * - writes the depot's history entry (its quantity before and after, the movement, its reason).
 * Returns the stored entry. The caller maps a `StockRefusal` with `error.toApiError()` (or its
 * own message) and lets any other error roll the transaction back.
 */
export const postMovement = async (tx: Db, movement: Movement, who: Who): Promise<StockEntry> => {
  const { litres, kg, density } = quantities(movement);
  const reason = movement.reason?.trim() || null;
  if (movement.kind === 'ADJUSTMENT' && !reason) throw new StockRefusal('invalidMovement');
  const depot = await lockDepot(tx, movement.depotId);
  const closed = await closedThrough(tx, movement.depotId);
  if (closed !== null && movement.occurredOn <= closed) {
    throw new StockRefusal('stockPeriodClosed', { closedThrough: closed });
  }
  const after = round(depot.quantity + litres);
  if (after < 0) throw new StockRefusal('insufficientStock', { available: depot.quantity });
  const [entry] = await tx
    .insert(stockEntries)
    .values({
      relayDepotId: movement.depotId,
      kind: movement.kind,
      occurredOn: movement.occurredOn,
      litres,
      kg,
      density,
      voucherId: movement.voucherId ?? null,
      shipmentId: movement.shipmentId ?? null,
      transferId: movement.transferId ?? null,
      reason,
      createdById: who.actor?.id ?? null,
    })
    .returning();
  if (!entry) throw new Error('stock entry not stored');
  await writeHistory(tx, who, {
    action: 'UPDATE',
    recordKind: 'relayDepot',
    recordId: depot.id,
    recordLabel: depot.name,
    changes: [
      { field: 'quantity', before: depot.quantity, after },
      { field: 'stockMovement', after: movementWords(entry) },
    ],
    reason,
  });
  return entry;
};
