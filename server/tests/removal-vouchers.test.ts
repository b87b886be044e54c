// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createNetwork, must, voucherBody } from './support/factories';
import { useHarness } from './support/harness';

const h = useHarness();

describe('removal vouchers', () => {
  it('starts AWAITING and is decided once, the server setting the decision date', async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 1);
    const { data: voucher, response } = await api.POST('/removal-vouchers', {
      body: voucherBody(holders[0]!.id, subcontractor.id),
    });
    expect(response.status).toBe(201);
    expect(voucher?.status).toBe('AWAITING');
    expect(voucher?.decisionDate).toBeNull();
    expect(voucher?.holder?.name).toBe(holders[0]!.name);
    const { data: decided } = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher!.id }, header: { 'If-Match': `"${voucher!.updatedAt}"` } },
      body: {
        status: 'NOT_CONFIRMED',
        decisionComment: 'Quantité déclarée supérieure à la cuve.',
      },
    });
    expect(decided?.status).toBe('NOT_CONFIRMED');
    expect(decided?.decisionDate).not.toBeNull();
    const again = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher!.id } },
      body: { status: 'CONFIRMED' },
    });
    expect(again.response.status).toBe(400);
    expect(again.error?.details?.issues[0]?.path).toEqual(['status']);
    const back = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher!.id } },
      body: { status: 'AWAITING' },
    });
    expect(back.response.status).toBe(400);
    const observations = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher!.id } },
      body: { observations: 'Accès par la porte de service' },
    });
    expect(observations.data?.status).toBe('NOT_CONFIRMED');
  });

  it("keeps the collector's comments when a decision is made: the decision comment is its own field", async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 1);
    const voucher = must(
      await api.POST('/removal-vouchers', {
        body: voucherBody(holders[0]!.id, subcontractor.id, {
          comments: 'Cuve n° 2 difficile d’accès',
        }),
      }),
      'voucher',
    );
    expect(voucher.decisionComment).toBeNull();
    const refused = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: { status: 'NOT_CONFIRMED', decisionComment: 'Quantité supérieure à la capacité' },
    });
    expect(refused.data?.status).toBe('NOT_CONFIRMED');
    expect(refused.data?.comments).toBe('Cuve n° 2 difficile d’accès');
    expect(refused.data?.decisionComment).toBe('Quantité supérieure à la capacité');
    const read = await api.GET('/removal-vouchers/{id}', { params: { path: { id: voucher.id } } });
    expect(read.data?.comments).toBe('Cuve n° 2 difficile d’accès');
    expect(read.data?.decisionComment).toBe('Quantité supérieure à la capacité');
  });

  it('refuses a NOT_CONFIRMED decision without a decision comment, and a decision comment without a decision', async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 1);
    const voucher = must(
      await api.POST('/removal-vouchers', {
        body: voucherBody(holders[0]!.id, subcontractor.id),
      }),
      'voucher',
    );
    for (const decisionComment of [undefined, '   ']) {
      const refused = await api.PATCH('/removal-vouchers/{id}', {
        params: { path: { id: voucher.id } },
        body: {
          status: 'NOT_CONFIRMED',
          ...(decisionComment === undefined ? {} : { decisionComment }),
        },
      });
      expect(refused.response.status).toBe(400);
      expect(refused.error?.details?.issues[0]?.path).toEqual(['decisionComment']);
    }
    const alone = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: { decisionComment: 'Conforme' },
    });
    expect(alone.response.status).toBe(400);
    const confirmed = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: { status: 'CONFIRMED' },
    });
    expect(confirmed.data?.status).toBe('CONFIRMED');
    expect(confirmed.data?.decisionComment).toBeNull();
  });

  it('lists with search on number and holder, status and date filters, sorting', async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 2);
    const early = must(
      await api.POST('/removal-vouchers', {
        body: voucherBody(holders[0]!.id, subcontractor.id, {
          number: 'BE-2026-000001',
          removalDate: '2026-10-01',
          dueSum: 50,
        }),
      }),
      'voucher',
    );
    must(
      await api.POST('/removal-vouchers', {
        body: voucherBody(holders[1]!.id, subcontractor.id, {
          number: 'BE-2026-000002',
          removalDate: '2026-11-15',
          dueSum: 500,
        }),
      }),
      'voucher',
    );
    await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: early.id } },
      body: { status: 'CONFIRMED' },
    });
    const byNumber = await api.GET('/removal-vouchers', { params: { query: { query: '000002' } } });
    expect(byNumber.data?.items.map((item) => item.number)).toEqual(['BE-2026-000002']);
    const byHolder = await api.GET('/removal-vouchers', {
      params: { query: { query: holders[0]!.name } },
    });
    expect(byHolder.data?.items.map((item) => item.number)).toEqual(['BE-2026-000001']);
    const awaiting = await api.GET('/removal-vouchers', {
      params: { query: { status: 'AWAITING' } },
    });
    expect(awaiting.data?.meta.totalItems).toBe(1);
    const november = await api.GET('/removal-vouchers', {
      params: { query: { removalDateFrom: '2026-11-01', removalDateTo: '2026-11-30' } },
    });
    expect(november.data?.items.map((item) => item.removalDate)).toEqual(['2026-11-15']);
    const bySum = await api.GET('/removal-vouchers', {
      params: { query: { sortField: 'dueSum', sortOrder: 'desc' } },
    });
    expect(bySum.data?.items.map((item) => item.dueSum)).toEqual([500, 50]);
    const byCompany = await api.GET('/removal-vouchers', {
      params: { query: { actualSubcontractorId: subcontractor.id, holderId: holders[1]!.id } },
    });
    expect(byCompany.data?.meta.totalItems).toBe(1);
  });

  it('answers 409 for a taken number and 400 for an unknown holder', async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 1);
    const body = voucherBody(holders[0]!.id, subcontractor.id);
    must(await api.POST('/removal-vouchers', { body }), 'voucher');
    const taken = await api.POST('/removal-vouchers', { body });
    expect(taken.response.status).toBe(409);
    const unknown = await api.POST('/removal-vouchers', {
      body: voucherBody('2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f', subcontractor.id),
    });
    expect(unknown.error?.details?.issues[0]?.path).toEqual(['holderId']);
  });
});
