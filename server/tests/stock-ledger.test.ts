// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { history, relayDepots, stockEntries, stockPeriods } from '@server/db/schema';
import type { Who } from '@server/history/write';
import { depotBalance, postMovement, StockRefusal } from '@server/resources/stock/ledger';
import { createDepot } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();
const who: Who = { actor: { id: ids.users.super, role: 'SUPER_ADMIN' }, address: '127.0.0.1' };

const quantityOf = async (depotId: string) => {
  const [row] = await h.db
    .select({ quantity: relayDepots.quantity })
    .from(relayDepots)
    .where(eq(relayDepots.id, depotId));
  return row?.quantity;
};

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
};

describe('stock ledger', () => {
  it('opens a new depot with its typed quantity and keeps its quantity as the balance', async () => {
    const depot = await createDepot(await h.client('super'), { quantity: 1000 });
    expect(await depotBalance(h.db, depot.id)).toEqual({ litres: 1000, kg: 920 });
    const entry = await h.db.transaction((tx) =>
      postMovement(
        tx,
        { depotId: depot.id, kind: 'OUT', kg: 460, occurredOn: '2026-11-20', shipmentId: depot.id },
        who,
      ),
    );
    expect(entry).toMatchObject({ kind: 'OUT', litres: -500, kg: -460, density: 0.92 });
    await h.db.transaction((tx) =>
      postMovement(
        tx,
        {
          depotId: depot.id,
          kind: 'ADJUSTMENT',
          litres: -20,
          density: 0.9,
          occurredOn: '2026-11-21',
          reason: 'Décantation : eau au fond de la cuve',
        },
        who,
      ),
    );
    expect(await depotBalance(h.db, depot.id)).toEqual({ litres: 480, kg: 442 });
    expect(await quantityOf(depot.id)).toBe(480);
    const written = await h.db
      .select({ changes: history.changes, reason: history.reason })
      .from(history)
      .where(eq(history.recordId, depot.id))
      .orderBy(history.seq);
    expect(written.at(-1)?.reason).toBe('Décantation : eau au fond de la cuve');
    expect(written.at(-1)?.changes).toContainEqual({ field: 'quantity', before: 500, after: 480 });
  });

  it('refuses a movement below zero, an adjustment without reason, a closed period', async () => {
    const depot = await createDepot(await h.client('super'), { quantity: 100 });
    const move = (movement: Partial<Parameters<typeof postMovement>[1]>) =>
      h.db.transaction((tx) =>
        postMovement(
          tx,
          { depotId: depot.id, kind: 'OUT', litres: 10, occurredOn: '2026-11-20', ...movement },
          who,
        ),
      );
    const below = await refusal(move({ litres: 100.5 }));
    expect(below).toBeInstanceOf(StockRefusal);
    expect((below as StockRefusal).detail.available).toBe(100);
    expect((below as StockRefusal).status).toBe(409);
    const noReason = await refusal(move({ kind: 'ADJUSTMENT', litres: -5, reason: ' ' }));
    expect((noReason as StockRefusal).reason).toBe('invalidMovement');
    await h.db.insert(stockPeriods).values({
      relayDepotId: depot.id,
      fromDay: '2026-10-01',
      toDay: '2026-10-31',
    });
    const closed = await refusal(move({ occurredOn: '2026-10-31' }));
    expect((closed as StockRefusal).reason).toBe('stockPeriodClosed');
    // The database refuses it too, whoever writes.
    const direct = await refusal(
      h.db.insert(stockEntries).values({
        relayDepotId: depot.id,
        kind: 'IN',
        occurredOn: '2026-10-15',
        litres: 5,
        kg: 4.6,
        density: 0.92,
      }),
    );
    expect(String((direct as Error).cause ?? direct)).toMatch(/stock period closed/);
    await move({ occurredOn: '2026-11-01', litres: 100 });
    expect(await quantityOf(depot.id)).toBe(0);
    const stored = await h.db
      .select({ litres: stockEntries.litres })
      .from(stockEntries)
      .where(eq(stockEntries.relayDepotId, depot.id))
      .orderBy(stockEntries.seq);
    expect(stored.map((entry) => entry.litres)).toEqual([100, -100]);
  });
});
