// @vitest-environment node
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi-types/schema';
import { removalVouchers } from '../db/schema';
import { createHolder, createNetwork, must, voucherBody } from './support/factories';
import type { ApiClient } from './support/harness';
import { useHarness } from './support/harness';
import { buildWorld, world as w } from './support/world';

// Pickups that do not add up: a voucher above its holder's declared capacity, and a holder's month
// above three times the median of the six months before. Each flag is raised at its boundary and
// not below it, the list filters on them, and the filter keeps the caller's reach.

const h = useHarness();

type Voucher = components['schemas']['RemovalVoucher'];

const pickup = async (
  api: ApiClient,
  holderId: string,
  subcontractorId: string,
  removalDate: string,
  litres: number[],
) =>
  must(
    await api.POST('/removal-vouchers', {
      body: voucherBody(holderId, subcontractorId, {
        removalDate,
        extractedTanks: litres.map((extractedQuantity, index) => ({
          tankNumber: index + 1,
          extractedQuantity,
        })),
      }),
    }),
    'voucher',
  );

const read = async (api: ApiClient, voucher: Voucher) =>
  must(await api.GET('/removal-vouchers/{id}', { params: { path: { id: voucher.id } } }), 'read')
    .flags;

const decide = async (api: ApiClient, voucher: Voucher, status: 'CONFIRMED' | 'NOT_CONFIRMED') =>
  must(
    await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: status === 'NOT_CONFIRMED' ? { status, decisionComment: 'Refusé' } : { status },
    }),
    'decision',
  );

const numbers = (page: { items: Voucher[] } | undefined) =>
  page?.items.map((item) => item.number).sort();

describe('OVER_CAPACITY', () => {
  it("is raised above the holder's declared capacity, not at it, and follows the capacity", async () => {
    const api = await h.client('super');
    const { subcontractor } = await createNetwork(api, 0);
    const holder = await createHolder(api, {
      subcontractorId: subcontractor.id,
      storageCapacity: 200,
    });
    const at = await pickup(api, holder.id, subcontractor.id, '2026-11-02', [120, 80]);
    const above = await pickup(api, holder.id, subcontractor.id, '2026-11-03', [120, 80.5]);
    expect(at.flags).toEqual([]);
    expect(above.flags).toEqual([{ kind: 'OVER_CAPACITY', quantity: 200.5, capacity: 200 }]);
    expect(await read(api, above)).toEqual(above.flags);

    // The holder's capacity as it is now: lowered, the first pickup is above it too.
    must(
      await api.PATCH('/holders/{id}', {
        params: { path: { id: holder.id } },
        body: { storageCapacity: 199.5 },
      }),
      'holder',
    );
    expect(await read(api, at)).toEqual([
      { kind: 'OVER_CAPACITY', quantity: 200, capacity: 199.5 },
    ]);
  });

  it('is not raised for a holder without a declared capacity (0)', async () => {
    const api = await h.client('super');
    const { subcontractor } = await createNetwork(api, 0);
    const holder = await createHolder(api, {
      subcontractorId: subcontractor.id,
      storageCapacity: 0,
    });
    const voucher = await pickup(api, holder.id, subcontractor.id, '2026-11-02', [500]);
    expect(voucher.flags).toEqual([]);
  });
});

describe('UNUSUAL_MONTH', () => {
  /** A holder collected in June, August and October 2026 (100, 200, 300 L: median 200). */
  const withHistory = async (api: ApiClient) => {
    const { subcontractor } = await createNetwork(api, 0);
    const holder = await createHolder(api, {
      subcontractorId: subcontractor.id,
      storageCapacity: 10_000,
    });
    const history = [
      await pickup(api, holder.id, subcontractor.id, '2026-06-10', [100]),
      await pickup(api, holder.id, subcontractor.id, '2026-08-31', [150, 50]),
      await pickup(api, holder.id, subcontractor.id, '2026-10-01', [300]),
    ];
    return { holder, subcontractor, history };
  };

  it('is raised above three times the median of the six months before, not at it; months without pickups are left out', async () => {
    const api = await h.client('super');
    const { holder, subcontractor } = await withHistory(api);
    // 600 L is three times the median of the collected months (200), not more. Were the three
    // months without pickups counted as 0, the median would be 50 and 600 L flagged.
    const first = await pickup(api, holder.id, subcontractor.id, '2026-11-05', [600]);
    expect(first.flags).toEqual([]);
    const second = await pickup(api, holder.id, subcontractor.id, '2026-11-30', [0.5]);
    const flag = { kind: 'UNUSUAL_MONTH', month: '2026-11-01', monthTotal: 600.5, median: 200 };
    // The month is unusual: every pickup of it says so, the earlier one too.
    expect(second.flags).toEqual([flag]);
    expect(await read(api, first)).toEqual([flag]);
    // December's six months before hold four collected months (median 250): 750 L is three times it.
    const december = await pickup(api, holder.id, subcontractor.id, '2026-12-01', [750]);
    expect(december.flags).toEqual([]);
  });

  it('does not count a refused voucher, in the month or in its history', async () => {
    const api = await h.client('super');
    const { holder, subcontractor, history } = await withHistory(api);
    await decide(api, history[0]!, 'CONFIRMED');
    const big = await pickup(api, holder.id, subcontractor.id, '2026-11-05', [600]);
    const small = await pickup(api, holder.id, subcontractor.id, '2026-11-06', [0.5]);
    expect((await read(api, big)).map((flag) => flag.kind)).toEqual(['UNUSUAL_MONTH']);
    // Refused, the half litre is not collected oil: the month is back at 600 L.
    await decide(api, small, 'NOT_CONFIRMED');
    expect(await read(api, big)).toEqual([]);
    expect(await read(api, small)).toEqual([]);
    // A refused month of the history leaves two collected months: too little history to flag.
    const bigger = await pickup(api, holder.id, subcontractor.id, '2026-11-07', [5000]);
    expect((await read(api, bigger)).map((flag) => flag.kind)).toEqual(['UNUSUAL_MONTH']);
    await decide(api, history[2]!, 'NOT_CONFIRMED');
    expect(await read(api, bigger)).toEqual([]);
  });

  it('needs three collected months among the six before: two, or one seven months back, are not enough', async () => {
    const api = await h.client('super');
    const { subcontractor } = await createNetwork(api, 0);
    const holder = await createHolder(api, {
      subcontractorId: subcontractor.id,
      storageCapacity: 10_000,
    });
    await pickup(api, holder.id, subcontractor.id, '2026-04-30', [100]);
    await pickup(api, holder.id, subcontractor.id, '2026-05-01', [100]);
    await pickup(api, holder.id, subcontractor.id, '2026-10-31', [100]);
    const november = await pickup(api, holder.id, subcontractor.id, '2026-11-01', [1000]);
    expect(november.flags).toEqual([]);
    // A third month in the window, added afterwards, makes November unusual.
    await pickup(api, holder.id, subcontractor.id, '2026-07-15', [100]);
    expect(await read(api, november)).toEqual([
      { kind: 'UNUSUAL_MONTH', month: '2026-11-01', monthTotal: 1000, median: 100 },
    ]);
  });

  it('follows a voucher moved to another day, month or holder', async () => {
    const api = await h.client('super');
    const { holder, subcontractor } = await withHistory(api);
    const other = await createHolder(api, {
      subcontractorId: subcontractor.id,
      storageCapacity: 10_000,
    });
    const november = await pickup(api, holder.id, subcontractor.id, '2026-11-05', [601]);
    expect(november.flags.map((flag) => flag.kind)).toEqual(['UNUSUAL_MONTH']);
    const moved = must(
      await api.PATCH('/removal-vouchers/{id}', {
        params: { path: { id: november.id } },
        body: { holderId: other.id },
      }),
      'move',
    );
    expect(moved.flags).toEqual([]);
  });
});

describe('the list', () => {
  it('carries the flags and filters on any flag or on one kind', async () => {
    const api = await h.client('super');
    const { subcontractor } = await createNetwork(api, 0);
    const holder = await createHolder(api, {
      subcontractorId: subcontractor.id,
      storageCapacity: 500,
    });
    for (const [day, litres] of [
      ['2026-06-10', 100],
      ['2026-07-10', 100],
      ['2026-08-10', 100],
    ] as const) {
      await pickup(api, holder.id, subcontractor.id, day, [litres]);
    }
    const both = await pickup(api, holder.id, subcontractor.id, '2026-11-10', [501]);
    expect(both.flags.map((flag) => flag.kind)).toEqual(['OVER_CAPACITY', 'UNUSUAL_MONTH']);
    const calm = await createHolder(api, { subcontractorId: subcontractor.id });
    const over = await pickup(api, calm.id, subcontractor.id, '2026-11-10', [250]);
    expect(over.flags.map((flag) => flag.kind)).toEqual(['OVER_CAPACITY']);

    const list = async (query: Record<string, string>) =>
      (await api.GET('/removal-vouchers', { params: { query: query as never } })).data;
    const all = await list({ limit: '100' });
    expect(all?.meta.totalItems).toBe(5);
    expect(all?.items.find((item) => item.id === both.id)?.flags).toEqual(both.flags);
    const flagged = await list({ flagged: 'true' });
    expect(numbers(flagged)).toEqual([both.number, over.number].sort());
    expect(flagged?.meta.totalItems).toBe(2);
    expect((await list({ flagged: 'false' }))?.meta.totalItems).toBe(5);
    expect(numbers(await list({ flag: 'OVER_CAPACITY' }))).toEqual(
      [both.number, over.number].sort(),
    );
    const unusual = await list({ flag: 'UNUSUAL_MONTH' });
    expect(numbers(unusual)).toEqual([both.number]);
    expect(unusual?.meta.totalItems).toBe(1);
    expect(numbers(await list({ flag: 'UNUSUAL_MONTH', holderId: calm.id }))).toEqual([]);
    const wrong = await api.GET('/removal-vouchers', {
      params: { query: { flag: 'LATE' as never } },
    });
    expect(wrong.response.status).toBe(400);
  });

  it("keeps the caller's reach: a company sees its own flagged vouchers only", async () => {
    await buildWorld(h.db, h.passwordHash);
    // Every voucher of the world above its holder's 100 L.
    await h.db
      .update(removalVouchers)
      .set({ extractedTanks: [{ tankNumber: 1, extractedQuantity: 150 }] })
      .where(inArray(removalVouchers.id, [w.voucherN, w.voucherN2, w.voucherC]));
    const flaggedFor = async (api: ApiClient) =>
      (
        await api.GET('/removal-vouchers', { params: { query: { flagged: true } } })
      ).data?.items.map((item) => item.id);
    expect(await flaggedFor(await h.client('super'))).toHaveLength(3);
    expect(await flaggedFor(await h.client('subcontractor'))).toEqual([w.voucherN]);
    expect((await flaggedFor(await h.client('managerNord')))?.sort()).toEqual(
      [w.voucherN, w.voucherN2].sort(),
    );
  });
});
