// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { relayDepots, stockEntries } from '../db/schema';
import { createBuyer, createDepot, createShipment } from './support/factories';
import { useHarness } from './support/harness';

// On PostgreSQL (`PGPORT_TEST=… server/scripts/with-postgres.sh npx vitest run --config
// server/vitest.config.ts <this file>`) the two dispatches run on two connections at once.
const h = useHarness();

describe('two dispatches from one depot at the same moment', () => {
  it('never take its stock below zero: one leaves, the other is refused', async () => {
    const api = await h.client('super');
    // 1,000 L at 0.92: 920 kg. Each shipment fits alone, not both.
    const depot = await createDepot(api, { quantity: 1000 });
    const buyer = await createBuyer(api);
    const first = await createShipment(api, depot.id, buyer.id, {
      netWeightKg: 600,
      grossWeightKg: 620,
    });
    const second = await createShipment(api, depot.id, buyer.id, {
      netWeightKg: 600,
      grossWeightKg: 620,
    });
    const clients = [await h.client('admin'), await h.client('super')];
    // The depot is held by another transaction while both dispatches start, so that both are
    // under way at the same moment when it lets go.
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = h.db.transaction(async (tx) => {
      await tx.select().from(relayDepots).where(eq(relayDepots.id, depot.id)).for('update');
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const racing = Promise.all(
      [first, second].map((shipment, index) =>
        clients[index]!.POST('/shipments/{id}/dispatch', {
          params: { path: { id: shipment.id } },
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    const [a, b] = (await racing) as [
      Awaited<typeof racing>[number],
      Awaited<typeof racing>[number],
    ];
    expect([a.response.status, b.response.status].sort()).toEqual([200, 400]);
    const refused = a.response.status === 400 ? a : b;
    expect(refused.error?.message).toBe(
      'Le dépôt ne contient que 320 kg : une expédition de 600 kg dépasse son stock',
    );
    const outs = await h.db.select().from(stockEntries).where(eq(stockEntries.kind, 'OUT'));
    expect(outs).toHaveLength(1);
    const [row] = await h.db.select().from(relayDepots).where(eq(relayDepots.id, depot.id));
    expect(row?.quantity).toBeCloseTo(1000 - 600 / 0.92, 3);
  });
});
