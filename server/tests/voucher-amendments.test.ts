// @vitest-environment node
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../auth/purge';
import { history, permissions, removalVouchers, uploads, voucherAmendments } from '../db/schema';
import { buildWorld, world as w } from './support/world';
import { createHolder, createNetwork, must, voucherBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';
import { createSession } from '../auth/sessions';

const h = useHarness();

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const upload = async (api: ApiClient) =>
  must(
    await api.POST('/uploads', {
      body: { file: 'a.png' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
        return form;
      },
    }),
    'upload',
  ).url;

type Status = 'CONFIRMED' | 'NOT_CONFIRMED';

/** A voucher of a new network, decided as `status`. */
const decidedVoucher = async (
  api: ApiClient,
  status: Status = 'CONFIRMED',
  overrides: Parameters<typeof voucherBody>[2] = {},
) => {
  const network = await createNetwork(api, 1);
  const created = must(
    await api.POST('/removal-vouchers', {
      body: voucherBody(network.holders[0]!.id, network.subcontractor.id, overrides),
    }),
    'voucher',
  );
  const decided = must(
    await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: created.id } },
      body: { status, ...(status === 'NOT_CONFIRMED' ? { decisionComment: 'Non' } : {}) },
    }),
    'decision',
  );
  return { network, voucher: decided };
};

const amend = (
  api: ApiClient,
  id: string,
  body: Record<string, unknown>,
  header: { 'If-Match'?: string; 'Idempotency-Key'?: string } = {},
) =>
  api.POST('/removal-vouchers/{id}/amendments', {
    params: { path: { id }, header },
    body: body as { reason: string },
  });

const storedVoucher = async (id: string) => {
  const [row] = await h.db.select().from(removalVouchers).where(eq(removalVouchers.id, id));
  return row!;
};

describe('a decided voucher is sealed', () => {
  for (const status of ['CONFIRMED', 'NOT_CONFIRMED'] as const) {
    it(`refuses a change of each sealed field once ${status}, in French and English, and stores nothing`, async () => {
      const api = await h.client('super');
      const { network, voucher } = await decidedVoucher(api, status);
      const otherHolder = await createHolder(api, { subcontractorId: network.subcontractor.id });
      const image = await upload(api);
      const changes = {
        extractedTanks: [{ tankNumber: 1, extractedQuantity: 999 }],
        dueSum: 1000,
        holderId: otherHolder.id,
        removalDate: '2026-10-01',
        holderSignature: image,
        signature: image,
        photos: [image],
      };
      const before = await storedVoucher(voucher.id);
      for (const [field, value] of Object.entries(changes)) {
        const fr = await api.PATCH('/removal-vouchers/{id}', {
          params: { path: { id: voucher.id } },
          body: { [field]: value },
        });
        expect(fr.response.status, field).toBe(409);
        expect(fr.error?.message).toBe(
          'Ce bon est décidé : ses quantités, cuves, détenteur, dates, signatures et photos ne changent plus. Corrigez-le par une rectification',
        );
        // A sealed change beside an allowed one: nothing of the request is stored.
        const en = await (
          await h.client('super', 'en')
        ).PATCH('/removal-vouchers/{id}', {
          params: { path: { id: voucher.id } },
          body: { [field]: value, observations: 'Changée' },
        });
        expect(en.response.status).toBe(409);
        expect(en.error?.message).toBe(
          'This voucher is decided: its quantities, tanks, holder, dates, signatures and photos no longer change. Correct it with an amendment',
        );
      }
      expect(await storedVoucher(voucher.id)).toEqual(before);
    });
  }

  it('takes the sealed fields sent unchanged, and the fields a decision does not seal', async () => {
    const api = await h.client('super');
    const { voucher } = await decidedVoucher(api);
    const { data, response } = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: {
        extractedTanks: voucher.extractedTanks,
        dueSum: voucher.dueSum,
        holderId: voucher.holderId,
        removalDate: voucher.removalDate,
        signature: voucher.signature,
        photos: voucher.photos,
        comments: 'Relu',
        observations: 'Vu',
      },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ comments: 'Relu', observations: 'Vu', status: 'CONFIRMED' });
  });

  it('leaves an awaiting voucher editable as before', async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 1);
    const voucher = must(
      await api.POST('/removal-vouchers', { body: voucherBody(holders[0]!.id, subcontractor.id) }),
      'voucher',
    );
    const changed = await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: { dueSum: 120, status: 'CONFIRMED' },
    });
    expect(changed.data).toMatchObject({ dueSum: 120, status: 'CONFIRMED' });
  });
});

describe('uploads never change', () => {
  it('refuses to replace or delete an upload, whoever asks, and serves the same bytes', async () => {
    const api = await h.client('super');
    const url = await upload(api);
    const { voucher } = await decidedVoucher(api, 'CONFIRMED', { signature: url });
    expect(voucher.signature).toBe(url);
    const token = await createSession(h.db, ids.users.super, 'SIGN_IN', 3600);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await h.raw(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' },
        body: method === 'DELETE' ? undefined : new Uint8Array([1, 2, 3]),
      });
      expect(response.status, method).toBe(409);
      const body = (await response.json()) as { message: string };
      expect(body.message).toBe(
        'Un fichier envoyé ne change jamais et ne se supprime pas : envoyez-en un nouveau',
      );
      expect((await h.raw(url, { method })).status).toBe(401);
    }
    const served = await h.raw(url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('keeps for good the images an amendment replaced, and the new ones', async () => {
    const api = await h.client('super');
    const [signature, photo, newSignature, orphan] = [
      await upload(api),
      await upload(api),
      await upload(api),
      await upload(api),
    ];
    const { voucher } = await decidedVoucher(api, 'CONFIRMED', { signature, photos: [photo] });
    must(
      await amend(api, voucher.id, {
        reason: 'Mauvaise signature',
        signature: newSignature,
        photos: [],
      }),
      'amendment',
    );
    const names = [signature, photo, newSignature, orphan].map((url) => url.split('/').pop()!);
    await h.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(inArray(uploads.fileName, names));
    await purgeExpired(h.db, h.deps.config);
    const left = await h.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, names));
    expect(left.map((row) => row.fileName).sort()).toEqual(names.slice(0, 3).sort());
  });
});

describe('amendments', () => {
  it('stores who, when, why and each field before and after, and the voucher takes the new values', async () => {
    const api = await h.client('super');
    const { network, voucher } = await decidedVoucher(api, 'NOT_CONFIRMED');
    const otherHolder = await createHolder(api, { subcontractorId: network.subcontractor.id });
    const signature = await upload(api);
    const { data, response } = await amend(
      api,
      voucher.id,
      {
        reason: '  Cuve n° 1 mal relevée  ',
        extractedTanks: [
          { tankNumber: 1, extractedQuantity: 150 },
          { tankNumber: 2, extractedQuantity: 30, observations: 'Fond de cuve' },
        ],
        dueSum: 144,
        holderId: otherHolder.id,
        removalDate: '2026-11-19',
        signature,
        // Sent unchanged: not a change.
        photos: [],
      },
      { 'If-Match': `"${voucher.updatedAt}"` },
    );
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      voucherId: voucher.id,
      reason: 'Cuve n° 1 mal relevée',
      author: { id: ids.users.super, role: 'SUPER_ADMIN' },
      before: {
        extractedTanks: [{ tankNumber: 1, extractedQuantity: 120 }],
        dueSum: 96,
        holderId: voucher.holderId,
        holder: { id: voucher.holderId, name: voucher.holder!.name },
        removalDate: '2026-11-20',
        signature: voucher.signature,
      },
      after: {
        extractedTanks: [
          { tankNumber: 1, extractedQuantity: 150 },
          { tankNumber: 2, extractedQuantity: 30, observations: 'Fond de cuve' },
        ],
        dueSum: 144,
        holderId: otherHolder.id,
        holder: { id: otherHolder.id, name: otherHolder.name },
        removalDate: '2026-11-19',
        signature,
      },
    });
    expect(Object.keys(data!.after).sort()).toEqual(
      ['dueSum', 'extractedTanks', 'holder', 'holderId', 'removalDate', 'signature'].sort(),
    );
    expect(Date.now() - Date.parse(data!.createdAt)).toBeLessThan(60_000);

    const read = must(
      await api.GET('/removal-vouchers/{id}', { params: { path: { id: voucher.id } } }),
      'voucher',
    );
    expect(read).toMatchObject({
      status: 'NOT_CONFIRMED',
      dueSum: 144,
      holderId: otherHolder.id,
      removalDate: '2026-11-19',
      signature,
      extractedTanks: data!.after.extractedTanks,
      decisionComment: 'Non',
    });
    expect(read.updatedAt > voucher.updatedAt).toBe(true);
    const stored = await h.db
      .select()
      .from(voucherAmendments)
      .where(eq(voucherAmendments.voucherId, voucher.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ authorRole: 'SUPER_ADMIN', reason: 'Cuve n° 1 mal relevée' });

    // The voucher's history has the amendment, written with it.
    const entries = await h.db.select().from(history).where(eq(history.recordId, voucher.id));
    const amended = entries.filter((entry) => entry.action === 'AMENDMENT');
    expect(amended).toHaveLength(1);
    expect(amended[0]).toMatchObject({
      recordKind: 'removalVoucher',
      recordLabel: voucher.number,
      actorRole: 'SUPER_ADMIN',
      reason: 'Cuve n° 1 mal relevée',
    });
    expect(amended[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'dueSum', before: 96, after: 144 },
        { field: 'removalDate', before: '2026-11-20', after: '2026-11-19' },
        { field: 'holderId', before: voucher.holderId, after: otherHolder.id },
      ]),
    );
    expect(amended[0]!.changes).toHaveLength(5);

    // A second amendment: the list answers newest first.
    must(await amend(api, voucher.id, { reason: 'Montant arrondi', dueSum: 145 }), 'second');
    const list = must(
      await api.GET('/removal-vouchers/{id}/amendments', { params: { path: { id: voucher.id } } }),
      'list',
    );
    expect(list.items.map((item) => item.reason)).toEqual([
      'Montant arrondi',
      'Cuve n° 1 mal relevée',
    ]);
    expect(list.items[0]).toMatchObject({ before: { dueSum: 144 }, after: { dueSum: 145 } });
  });

  it('puts the amended values into the list and the home figures', async () => {
    const api = await h.client('super');
    const home = must(await api.GET('/stats/home'), 'stats');
    const { voucher } = await decidedVoucher(api, 'CONFIRMED', {
      removalDate: home.today,
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 100 }],
    });
    const before = must(await api.GET('/stats/home'), 'stats').collected!.thisMonth;
    must(
      await amend(api, voucher.id, {
        reason: 'Quantité mal relevée',
        extractedTanks: [{ tankNumber: 1, extractedQuantity: 175.5 }],
        dueSum: 140.4,
      }),
      'amendment',
    );
    const after = must(await api.GET('/stats/home'), 'stats').collected!.thisMonth;
    expect(after).toBeCloseTo(before + 75.5, 5);
    const page = must(
      await api.GET('/removal-vouchers', {
        params: { query: { query: voucher.number, sortField: 'dueSum' } },
      }),
      'list',
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      dueSum: 140.4,
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 175.5 }],
    });
  });

  it('needs a reason and a change, in French and English', async () => {
    const api = await h.client('super');
    const en = await h.client('super', 'en');
    const { voucher } = await decidedVoucher(api);
    const blank = await amend(api, voucher.id, { reason: '   ', dueSum: 1 });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.details?.issues[0]?.path).toEqual(['reason']);
    expect(blank.error?.message).toBe('Dites pourquoi le bon est rectifié');
    expect((await amend(en, voucher.id, { reason: ' ', dueSum: 1 })).error?.message).toBe(
      'Say why the voucher is amended',
    );
    const missing = await amend(api, voucher.id, { dueSum: 1 });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.details?.issues[0]?.path).toEqual(['reason']);
    const long = await amend(api, voucher.id, { reason: 'x'.repeat(2001), dueSum: 1 });
    expect(long.response.status).toBe(400);
    expect(long.error?.details?.issues[0]?.path).toEqual(['reason']);
    const same = await amend(api, voucher.id, { reason: 'Rien', dueSum: voucher.dueSum });
    expect(same.response.status).toBe(400);
    expect(same.error?.message).toBe(
      'Cette rectification ne change rien : corrigez au moins un champ',
    );
    expect((await amend(en, voucher.id, { reason: 'Rien' })).error?.message).toBe(
      'This amendment changes nothing: correct at least one field',
    );
    const unknownHolder = await amend(api, voucher.id, {
      reason: 'Autre détenteur',
      holderId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
    });
    expect(unknownHolder.response.status).toBe(400);
    expect(unknownHolder.error?.details?.issues[0]?.path).toEqual(['holderId']);
    expect(await storedVoucher(voucher.id)).toMatchObject({ dueSum: voucher.dueSum });
    expect(
      await h.db
        .select()
        .from(voucherAmendments)
        .where(eq(voucherAmendments.voucherId, voucher.id)),
    ).toEqual([]);
    const entries = await h.db.select().from(history).where(eq(history.recordId, voucher.id));
    expect(entries.filter((entry) => entry.action === 'AMENDMENT')).toEqual([]);
  });

  it('refuses an awaiting voucher: it is updated, not amended', async () => {
    const api = await h.client('super');
    const { holders, subcontractor } = await createNetwork(api, 1);
    const voucher = must(
      await api.POST('/removal-vouchers', { body: voucherBody(holders[0]!.id, subcontractor.id) }),
      'voucher',
    );
    const refused = await amend(api, voucher.id, { reason: 'Trop tôt', dueSum: 1 });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Seul un bon décidé (confirmé ou non confirmé) se rectifie ; un bon en attente se modifie directement',
    );
  });

  it('answers 412 on a stale version and stores nothing', async () => {
    const api = await h.client('super');
    const { voucher } = await decidedVoucher(api);
    must(
      await api.PATCH('/removal-vouchers/{id}', {
        params: { path: { id: voucher.id } },
        body: { observations: 'Relu entre-temps' },
      }),
      'update',
    );
    const stale = await amend(
      api,
      voucher.id,
      { reason: 'Correction', dueSum: 50 },
      { 'If-Match': `"${voucher.updatedAt}"` },
    );
    expect(stale.response.status).toBe(412);
    expect(await storedVoucher(voucher.id)).toMatchObject({ dueSum: voucher.dueSum });
  });

  it('is made once per Idempotency-Key: a retry answers the first amendment', async () => {
    const api = await h.client('super');
    const { voucher } = await decidedVoucher(api);
    const key = { 'Idempotency-Key': 'amend-voucher-0001' };
    const body = { reason: 'Correction', dueSum: 50 };
    const first = await amend(api, voucher.id, body, key);
    const retry = await amend(api, voucher.id, body, key);
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data?.id).toBe(first.data?.id);
    const other = await amend(api, voucher.id, { reason: 'Autre', dueSum: 51 }, key);
    expect(other.response.status).toBe(409);
    const stored = await h.db
      .select()
      .from(voucherAmendments)
      .where(eq(voucherAmendments.voucherId, voucher.id));
    expect(stored).toHaveLength(1);
  });

  it("needs amendment CREATE, within the voucher's area; a company amends its own vouchers only", async () => {
    await buildWorld(h.db, h.passwordHash);
    await h.db
      .update(removalVouchers)
      .set({ status: 'CONFIRMED', decisionDate: new Date() })
      .where(inArray(removalVouchers.id, [w.voucherN, w.voucherN2, w.voucherC]));
    const body = { reason: 'Montant corrigé', dueSum: 9 };
    // A reader of the voucher, without the amendment action.
    const reader = await amend(await h.client('reader', 'en'), w.voucherN, body);
    expect(reader.response.status).toBe(403);
    expect(reader.error?.message).toBe('You currently dont have access to this action');
    // A regional manager of the Centre: the Nord's voucher is out of reach.
    const away = await amend(await h.client('managerCentre'), w.voucherN, body);
    expect(away.response.status).toBe(404);
    expect((await amend(await h.client('managerCentre'), w.voucherC, body)).response.status).toBe(
      201,
    );
    // A company's account given the action: its own voucher, not one it only collected.
    await h.db
      .update(permissions)
      .set({ amendment: 'CREATE' })
      .where(eq(permissions.userId, ids.users.subcontractor));
    await h.db
      .update(removalVouchers)
      .set({ actualSubcontractorId: w.subN })
      .where(eq(removalVouchers.id, w.voucherN2));
    const sub = await h.client('subcontractor');
    expect((await amend(sub, w.voucherN2, body)).response.status).toBe(403);
    expect((await amend(sub, w.voucherN, body)).response.status).toBe(201);
    const stored = await h.db
      .select({ voucherId: voucherAmendments.voucherId })
      .from(voucherAmendments);
    expect(stored.map((row) => row.voucherId).sort()).toEqual([w.voucherC, w.voucherN].sort());
  });
});
