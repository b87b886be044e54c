// @vitest-environment node
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { history, stockEntries } from '@server/db/schema';
import {
  createBuyer,
  createDepot,
  createNetwork,
  createShipment,
  must,
  voucherBody,
} from './support/factories';
import { tunisDay } from '@server/resources/stats/calendar';
import { ids } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';

const h = useHarness();

/** A voucher of `litres` at a network's holder, removed on `day`, confirmed. */
const confirmed = async (
  api: ApiClient,
  network: Awaited<ReturnType<typeof createNetwork>>,
  litres: number,
  day = '2026-11-10',
  holder = 0,
) => {
  const voucher = must(
    await api.POST('/removal-vouchers', {
      body: voucherBody(network.holders[holder]!.id, network.subcontractor.id, {
        extractedTanks: [{ tankNumber: 1, extractedQuantity: litres }],
        removalDate: day,
      }),
    }),
    'voucher',
  );
  return must(
    await api.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: voucher.id } },
      body: { status: 'CONFIRMED' },
    }),
    'decision',
  );
};

const depotOf = async (api: ApiClient, id: string) =>
  must(await api.GET('/relay-depots/{id}', { params: { path: { id } } }), 'depot');

const entriesOf = async (api: ApiClient, id: string, query: Record<string, string> = {}) =>
  must(
    await api.GET('/relay-depots/{id}/stock-entries', { params: { path: { id }, query } }),
    'entries',
  );

const pdfText = async (bytes: ArrayBuffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

describe('a depot stock ledger', () => {
  it('enters a confirmed voucher at the depot of its company, and follows its amendment', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api);
    const before = (await depotOf(api, network.depot.id)).quantity;
    const voucher = await confirmed(api, network, 250);
    expect(voucher.relayDepotId).toBe(network.depot.id);
    const read = must(
      await api.GET('/removal-vouchers/{id}', { params: { path: { id: voucher.id } } }),
      'voucher',
    );
    expect(read.relayDepot).toMatchObject({
      id: network.depot.id,
      code: network.depot.code,
      name: network.depot.name,
    });
    expect((await depotOf(api, network.depot.id)).quantity).toBe(before + 250);
    const [entry] = (await entriesOf(api, network.depot.id, { kind: 'IN' })).items;
    expect(entry).toMatchObject({
      kind: 'IN',
      occurredOn: '2026-11-10',
      litres: 250,
      kg: 230,
      density: 0.92,
      voucher: { id: voucher.id, number: voucher.number },
    });
    const amended = await api.POST('/removal-vouchers/{id}/amendments', {
      params: { path: { id: voucher.id } },
      body: {
        reason: 'Cuve relue : 200 L',
        extractedTanks: [{ tankNumber: 1, extractedQuantity: 200 }],
      },
    });
    expect(amended.response.status).toBe(201);
    expect((await depotOf(api, network.depot.id)).quantity).toBe(before + 200);
    const entries = await entriesOf(api, network.depot.id, { kind: 'IN' });
    expect(entries.items.map((item) => item.litres)).toEqual([200]);
    const written = await h.db
      .select({ reason: history.reason })
      .from(history)
      .where(eq(history.recordId, network.depot.id));
    expect(written.map((row) => row.reason)).toContain(
      `Amendement du bon ${voucher.number} : Cuve relue : 200 L`,
    );
  });

  it('no longer takes a typed quantity; the capacity stays above the stock', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api, { capacity: 1000, quantity: 900 });
    const typed = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: depot.id } },
      body: { quantity: 10, name: 'Renommé' } as { name: string },
    });
    expect(typed.data).toMatchObject({ quantity: 900, name: 'Renommé' });
    const shrink = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: depot.id } },
      body: { capacity: 800 },
    });
    expect(shrink.error?.message).toBe('La quantité ne peut pas dépasser la capacité');
  });

  it('records adjustments once per key, with their reason, and measured corrections', async () => {
    const api = await h.client('managerNord');
    const depot = await createDepot(await h.client('super'), { quantity: 1000 });
    const path = { id: depot.id };
    // The depot's opening entry is today's: the measured correction is against it.
    const today = tunisDay(new Date());
    const noReason = await api.POST('/relay-depots/{id}/stock-adjustments', {
      params: { path },
      body: { litres: -10, occurredOn: today, reason: '' },
    });
    expect(noReason.response.status).toBe(400);
    const loss = { litres: -40, occurredOn: today, reason: 'Purge de l’eau décantée' };
    const header = { 'Idempotency-Key': 'adjust-0001' };
    const first = await api.POST('/relay-depots/{id}/stock-adjustments', {
      params: { path, header },
      body: loss,
    });
    const retry = await api.POST('/relay-depots/{id}/stock-adjustments', {
      params: { path, header },
      body: loss,
    });
    expect(first.response.status).toBe(201);
    expect(retry.data?.id).toBe(first.data?.id);
    expect((await depotOf(api, depot.id)).quantity).toBe(960);
    const measured = await api.POST('/relay-depots/{id}/stock-adjustments', {
      params: { path },
      body: { measuredLitres: 945.5, occurredOn: today, reason: 'Jaugeage mensuel' },
    });
    expect(measured.data).toMatchObject({ litres: -14.5, measuredLitres: 945.5 });
    const tooMuch = await api.POST('/relay-depots/{id}/stock-adjustments', {
      params: { path },
      body: { litres: -2000, occurredOn: today, reason: 'Erreur' },
    });
    expect(tooMuch.response.status).toBe(409);
    expect(tooMuch.error?.message).toBe('Le stock du dépôt est insuffisant pour ce mouvement');
    const stored = await h.db
      .select()
      .from(stockEntries)
      .where(eq(stockEntries.relayDepotId, depot.id));
    expect(stored).toHaveLength(3);
  });

  it('transfers between depots as two linked entries, never below zero', async () => {
    const api = await h.client('super');
    const from = await createDepot(api, { quantity: 500 });
    const to = await createDepot(api, { quantity: 0 });
    const moved = await api.POST('/stock-transfers', {
      body: { fromDepotId: from.id, toDepotId: to.id, litres: 300, occurredOn: '2026-11-14' },
    });
    expect(moved.response.status).toBe(201);
    expect(moved.data?.out).toMatchObject({ kind: 'TRANSFER_OUT', litres: -300, kg: -276 });
    expect(moved.data?.in).toMatchObject({ kind: 'TRANSFER_IN', litres: 300 });
    expect(moved.data?.in.transferId).toBe(moved.data?.transferId);
    expect((await depotOf(api, from.id)).quantity).toBe(200);
    expect((await depotOf(api, to.id)).quantity).toBe(300);
    const over = await (
      await h.client('super', 'en')
    ).POST('/stock-transfers', {
      body: { fromDepotId: from.id, toDepotId: to.id, litres: 201, occurredOn: '2026-11-14' },
    });
    expect(over.response.status).toBe(409);
    expect(over.error?.message).toBe("The depot's stock is too low for this movement");
    expect((await depotOf(api, to.id)).quantity).toBe(300);
  });

  it('pages and filters the ledger and gives the balance of each day', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api, { quantity: 0 });
    for (const [day, litres] of [
      ['2026-11-01', 100],
      ['2026-11-03', -20],
      ['2026-11-03', 50],
    ] as const) {
      must(
        await api.POST('/relay-depots/{id}/stock-adjustments', {
          params: { path: { id: depot.id } },
          body: { litres, occurredOn: day, reason: 'Test' },
        }),
        'adjustment',
      );
    }
    const page = await entriesOf(api, depot.id, { limit: '2', from: '2026-11-02' });
    expect(page.meta.totalItems).toBe(2);
    expect(page.items.map((item) => item.litres)).toEqual([50, -20]);
    const balance = must(
      await api.GET('/relay-depots/{id}/stock-balance', {
        params: { path: { id: depot.id }, query: { from: '2026-10-31', to: '2026-11-04' } },
      }),
      'balance',
    );
    expect(balance.items.map((item) => item.litres)).toEqual([0, 100, 100, 130, 130]);
  });
});

describe('the mass balance of a period', () => {
  it('adds up the period, lists its vouchers in CSV and PDF, and closes it', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 2);
    const depotId = network.depot.id;
    // The opening: a voucher before the period (the depot's typed quantity opens it today).
    await confirmed(api, network, 100, '2026-09-30');
    const a = await confirmed(api, network, 250, '2026-10-05', 0);
    const b = await confirmed(api, network, 150, '2026-10-20', 1);
    const adjust = (body: Record<string, unknown>) =>
      api.POST('/relay-depots/{id}/stock-adjustments', {
        params: { path: { id: depotId } },
        body: body as { occurredOn: string; reason: string },
      });
    must(await adjust({ litres: -30, occurredOn: '2026-10-21', reason: 'Eau' }), 'loss');
    must(
      await adjust({ measuredLitres: 460, occurredOn: '2026-10-31', reason: 'Jaugeage' }),
      'measure',
    );
    const query = { relayDepotId: depotId, from: '2026-10-01', to: '2026-10-31' };
    const { data } = await api.GET('/mass-balance', { params: { query } });
    expect(data).toMatchObject({
      opening: { litres: 100 },
      inputTotal: { holders: 2, vouchers: 2, litres: 400, kg: 368 },
      losses: { litres: 30 },
      adjustments: { litres: -40 },
      closing: { litres: 460 },
      measured: { measuredLitres: 460, ledgerLitres: 470, differenceLitres: -10 },
      closedThrough: null,
    });
    expect(data?.inputs.reduce((sum, line) => sum + line.litres, 0)).toBe(400);

    const csv = await api.GET('/mass-balance/csv', { params: { query }, parseAs: 'text' });
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    expect(csv.data).toContain(a.number);
    expect(csv.data).toContain(b.number);
    expect(csv.data).toContain('Total des entrées;2;2;400;368');
    // Before the measure, the period had none: said so, with no litres (not a measure of 0 L).
    const before = { ...query, to: '2026-10-30' };
    const unmeasured = await api.GET('/mass-balance/csv', {
      params: { query: before },
      parseAs: 'text',
    });
    expect(unmeasured.data).toMatch(/^Aucun stock mesuré sur la période;;;;$/m);

    const pdf = await api.GET('/mass-balance/pdf', { params: { query }, parseAs: 'arrayBuffer' });
    const text = await pdfText(pdf.data as ArrayBuffer);
    expect(text).toContain('Bilan matière');
    expect(text).toContain('Stock de clôture calculé');
    expect(text).toContain(a.number);
    expect(text).toContain('460');

    const tooLong = await api.GET('/mass-balance', {
      params: { query: { ...query, to: '2027-01-01' } },
    });
    expect(tooLong.error?.message).toBe('La période ne peut pas dépasser trois mois');

    const closed = await api.POST('/relay-depots/{id}/stock-periods', {
      params: { path: { id: depotId } },
      body: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(closed.response.status).toBe(201);
    const late = await adjust({ litres: -5, occurredOn: '2026-10-15', reason: 'Oubli' });
    expect(late.response.status).toBe(409);
    expect(late.error?.message).toBe(
      'Cette période est clôturée : la correction se fait dans la période ouverte suivante, avec son motif',
    );
    // A voucher of the closed period confirmed now enters on the first open day.
    const lateVoucher = await confirmed(api, network, 80, '2026-10-25');
    const [entry] = (await entriesOf(api, depotId, { kind: 'IN' })).items;
    expect(entry).toMatchObject({ occurredOn: '2026-11-01', voucher: { id: lateVoucher.id } });
    const after = await api.GET('/mass-balance', { params: { query } });
    expect(after.data?.closing.litres).toBe(460);
    expect(after.data?.closedThrough).toBe('2026-10-31');
  });

  it('lists its outputs by buyer, with the shipments behind each line in CSV and PDF', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 1);
    const depotId = network.depot.id;
    await confirmed(api, network, 1000, '2026-10-02');
    const palermo = await createBuyer(api, { name: 'Raffineria Palermo', country: 'IT' });
    const rotterdam = await createBuyer(api, { name: 'Biofuels Rotterdam', country: 'NL' });
    const shipped = async (buyerId: string, netWeightKg: number, dispatchDate: string) => {
      const shipment = await createShipment(api, depotId, buyerId, {
        netWeightKg,
        grossWeightKg: netWeightKg + 20,
        dispatchDate,
      });
      return must(
        await api.POST('/shipments/{id}/dispatch', { params: { path: { id: shipment.id } } }),
        'dispatch',
      );
    };
    const first = await shipped(palermo.id, 230, '2026-10-10');
    const second = await shipped(palermo.id, 184, '2026-10-20');
    const third = await shipped(rotterdam.id, 92, '2026-10-25');
    // Planned, not dispatched: no output.
    await createShipment(api, depotId, rotterdam.id, { dispatchDate: '2026-10-28' });
    const query = { relayDepotId: depotId, from: '2026-10-01', to: '2026-10-31' };
    const data = must(await api.GET('/mass-balance', { params: { query } }), 'balance');
    expect(data.outputs).toEqual([
      {
        buyer: {
          id: palermo.id,
          name: 'Raffineria Palermo',
          country: 'IT',
          certificateNumber: palermo.certificateNumber,
          certificateValidUntil: '2027-12-31',
        },
        shipments: 2,
        litres: 450,
        kg: 414,
      },
      {
        buyer: {
          id: rotterdam.id,
          name: 'Biofuels Rotterdam',
          country: 'NL',
          certificateNumber: rotterdam.certificateNumber,
          certificateValidUntil: '2027-12-31',
        },
        shipments: 1,
        litres: 100,
        kg: 92,
      },
    ]);
    expect(data).toMatchObject({
      inputTotal: { litres: 1000 },
      outputTotal: { litres: 550, kg: 506 },
      closing: { litres: 450 },
    });

    const csv = await api.GET('/mass-balance/csv', { params: { query }, parseAs: 'text' });
    expect(csv.data).toContain(
      `Sortie — Raffineria Palermo (IT, certificat ${palermo.certificateNumber}), expéditions : 2;;;450;414`,
    );
    expect(csv.data).toContain(
      `Raffineria Palermo;${first.declarationNumber};2026-10-10;${network.depot.code};230;250`,
    );
    expect(csv.data).toContain(
      `Raffineria Palermo;${second.declarationNumber};2026-10-20;${network.depot.code};184;200`,
    );
    expect(csv.data).toContain(
      `Biofuels Rotterdam;${third.declarationNumber};2026-10-25;${network.depot.code};92;100`,
    );

    const pdf = await api.GET('/mass-balance/pdf', { params: { query }, parseAs: 'arrayBuffer' });
    const text = await pdfText(pdf.data as ArrayBuffer);
    expect(text).toContain('Sortie — Raffineria Palermo');
    expect(text).toContain(`${first.declarationNumber}, ${second.declarationNumber}`);
    expect(text).toContain(third.declarationNumber!);
  });

  it("is refused to a company's account and outside the caller's area", async () => {
    const network = await createNetwork(await h.client('super'));
    const query = { relayDepotId: network.depot.id, from: '2026-10-01', to: '2026-10-31' };
    const company = await (
      await h.client('subcontractor')
    ).GET('/mass-balance', {
      params: { query },
    });
    expect(company.response.status).toBe(403);
    const elsewhere = await (
      await h.client('managerCentre')
    ).GET('/mass-balance', {
      params: { query },
    });
    expect(elsewhere.response.status).toBe(404);
    const manager = await (
      await h.client('managerNord')
    ).POST('/relay-depots/{id}/stock-periods', {
      params: { path: { id: network.depot.id } },
      body: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(manager.response.status).toBe(403);
    expect(ids.users.managerNord).toBeTruthy();
  });
});
