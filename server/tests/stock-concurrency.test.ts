// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { relayDepots, stockEntries } from '@server/db/schema';
import type { Who } from '@server/history/write';
import { postMovement, StockRefusal } from '@server/resources/stock/ledger';
import { createDepot } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

// Run against PostgreSQL (`PGPORT_TEST=<port> server/scripts/with-postgres.sh npx vitest run
// --config server/vitest.config.ts server/tests/stock-concurrency.test.ts`): there the two
// transactions really overlap, on a pool of connections; on PGlite they queue.

const h = useHarness();
const who: Who = { actor: { id: ids.users.super, role: 'SUPER_ADMIN' }, address: null };

describe('two movements of one depot at the same moment', () => {
  it('cannot take its stock below zero: one is refused, the balance stays right', async () => {
    const depot = await createDepot(await h.client('super'), { quantity: 100 });
    const shipment = () =>
      h.db.transaction(async (tx) => {
        const entry = await postMovement(
          tx,
          { depotId: depot.id, kind: 'OUT', litres: 70, occurredOn: '2026-11-20' },
          who,
        );
        // Both are inside their transaction before either commits.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return entry;
      });
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.allSettled([shipment(), shipment()]);
      const refused = results.filter((result) => result.status === 'rejected');
      if (round === 0) {
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(refused).toHaveLength(1);
        expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(StockRefusal);
      } else {
        // Nothing left to ship: both are refused.
        expect(refused).toHaveLength(2);
      }
    }
    const entries = await h.db
      .select({ litres: stockEntries.litres })
      .from(stockEntries)
      .where(eq(stockEntries.relayDepotId, depot.id));
    expect(entries.map((entry) => entry.litres).sort()).toEqual([-70, 100]);
    const [row] = await h.db
      .select({ quantity: relayDepots.quantity })
      .from(relayDepots)
      .where(eq(relayDepots.id, depot.id));
    expect(row?.quantity).toBe(30);
  });
});
