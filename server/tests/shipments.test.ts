// @vitest-environment node
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { history, removalVouchers, shipments, stockEntries } from '../db/schema';
import {
  createBuyer,
  createDepot,
  createNetwork,
  createShipment,
  shipmentBody,
  voucherBody,
} from './support/factories';
import { ids } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';

const h = useHarness({
  organisationName: 'Collecte huile Tunisie',
  organisationCertificate: 'EU-ISCC-Cert-TN100-00000042',
  organisationAddress: 'Rue du Lac Biwa, 1053 Tunis',
});

const dispatch = (api: ApiClient, id: string, key?: string) =>
  api.POST('/shipments/{id}/dispatch', {
    params: { path: { id }, header: key ? { 'Idempotency-Key': key } : {} },
  });

describe('shipments', () => {
  it('refuses a buyer whose certificate has expired, naming its end', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const buyer = await createBuyer(api, {
      certificateValidFrom: '2025-01-01',
      certificateValidUntil: '2026-10-31',
    });
    const body = shipmentBody(depot.id, buyer.id, { dispatchDate: '2026-11-20' });
    const fr = await api.POST('/shipments', { body });
    expect(fr.response.status).toBe(400);
    expect(fr.error?.message).toBe(
      'Le certificat ISCC de ce client a expiré le 31/10/2026 : aucune expédition ne peut lui être faite',
    );
    expect(fr.error?.details?.issues[0]?.path).toEqual(['buyerId']);
    const en = await (await h.client('super', 'en')).POST('/shipments', { body });
    expect(en.error?.message).toBe(
      "This buyer's ISCC certificate expired on 31/10/2026: nothing can be shipped to it",
    );
    expect(await h.db.select().from(shipments)).toEqual([]);
  });

  it('refuses a net weight above the gross weight', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const buyer = await createBuyer(api);
    const over = await api.POST('/shipments', {
      body: shipmentBody(depot.id, buyer.id, { grossWeightKg: 100, netWeightKg: 101 }),
    });
    expect(over.error?.message).toBe('Le poids net ne peut pas dépasser le poids brut');
  });

  it('stores a retried create once per Idempotency-Key, 0.92 kg/L unless measured', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const buyer = await createBuyer(api);
    const body = shipmentBody(depot.id, buyer.id, { netWeightKg: 460 });
    const headers = { 'Idempotency-Key': 'create-shipment-0001' };
    const first = await api.POST('/shipments', { params: { header: headers }, body });
    const again = await api.POST('/shipments', { params: { header: headers }, body });
    expect(first.data?.status).toBe('PLANNED');
    expect(first.data?.densityKgPerLitre).toBe(0.92);
    expect(first.data?.netLitres).toBe(500);
    expect(again.data?.id).toBe(first.data?.id);
    expect(await h.db.select().from(shipments)).toHaveLength(1);
  });

  it('dispatches out of the ledger once, numbers its declaration, then takes its receipt', async () => {
    const api = await h.client('super');
    // 1,000 L at 0.92: 920 kg in the depot.
    const depot = await createDepot(api, { quantity: 1000 });
    const buyer = await createBuyer(api);
    const shipment = await createShipment(api, depot.id, buyer.id, { netWeightKg: 460 });
    const first = await dispatch(api, shipment.id, 'dispatch-shipment-0001');
    expect(first.response.status).toBe(200);
    expect(first.data?.status).toBe('DISPATCHED');
    expect(first.data?.declarationNumber).toMatch(/^SD-2026-\d{6}$/);
    const retried = await dispatch(api, shipment.id, 'dispatch-shipment-0001');
    expect(retried.data?.declarationNumber).toBe(first.data?.declarationNumber);
    const out = await h.db
      .select()
      .from(stockEntries)
      .where(eq(stockEntries.shipmentId, shipment.id));
    expect(out.map((entry) => [entry.kind, entry.kg, entry.litres])).toEqual([['OUT', -460, -500]]);
    const depotAfter = await api.GET('/relay-depots/{id}', { params: { path: { id: depot.id } } });
    expect(depotAfter.data?.quantity).toBe(500);
    // Left: no change, no second dispatch.
    const changed = await api.PATCH('/shipments/{id}', {
      params: { path: { id: shipment.id } },
      body: { netWeightKg: 400 },
    });
    expect(changed.response.status).toBe(409);
    expect(changed.error?.message).toBe('Cette expédition est déjà partie : elle ne change plus');
    expect((await dispatch(api, shipment.id)).response.status).toBe(409);
    const early = await api.POST('/shipments/{id}/receive', {
      params: { path: { id: shipment.id } },
      body: { receivedDate: '2026-11-19', receivedWeightKg: 455 },
    });
    expect(early.error?.message).toBe("La réception ne peut pas précéder l'expédition");
    const received = await api.POST('/shipments/{id}/receive', {
      params: { path: { id: shipment.id } },
      body: { receivedDate: '2026-11-23', receivedWeightKg: 455 },
    });
    expect(received.data).toMatchObject({
      status: 'RECEIVED',
      receivedDate: '2026-11-23',
      receivedWeightKg: 455,
    });
    const entries = await h.db
      .select()
      .from(history)
      .where(eq(history.recordId, shipment.id))
      .orderBy(history.seq);
    expect(entries.map((entry) => entry.action)).toEqual(['CREATE', 'DISPATCH', 'RECEIPT']);
    expect(entries[1]?.zoneIds).toEqual([ids.grandTunis]);
  });

  it('refuses a dispatch larger than the stock, saying what the depot holds', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api, { quantity: 1000 });
    const buyer = await createBuyer(api);
    const shipment = await createShipment(api, depot.id, buyer.id, {
      grossWeightKg: 2000,
      netWeightKg: 1000,
    });
    const refused = await dispatch(api, shipment.id);
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Le dépôt ne contient que 920 kg : une expédition de 1 000 kg dépasse son stock',
    );
    expect(refused.error?.details?.issues[0]?.path).toEqual(['netWeightKg']);
    const en = await dispatch(await h.client('super', 'en'), shipment.id);
    expect(en.error?.message).toBe(
      'The depot holds only 920 kg: a shipment of 1,000 kg exceeds its stock',
    );
    const [row] = await h.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row?.status).toBe('PLANNED');
    expect(row?.declarationNumber).toBeNull();
  });

  it('refuses the dispatch when the buyer certificate no longer covers its day', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api, { quantity: 1000 });
    const buyer = await createBuyer(api);
    const shipment = await createShipment(api, depot.id, buyer.id);
    await api.PATCH('/buyers/{id}', {
      params: { path: { id: buyer.id } },
      body: { certificateValidUntil: '2026-11-01' },
    });
    const refused = await dispatch(api, shipment.id);
    expect(refused.error?.message).toBe(
      'Le certificat ISCC de ce client a expiré le 01/11/2026 : aucune expédition ne peut lui être faite',
    );
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const pdfText = async (bytes: ArrayBuffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

describe('the sustainability declaration', () => {
  it('is a PDF of the dispatched shipment: parties, contract, dates, addresses, quantity, material, claim and declared share', async () => {
    const api = await h.client('super');
    const { depot, subcontractor, holders } = await createNetwork(api, 2);
    // Two holders gave oil in November; one holds a valid self-declaration on the dispatch day.
    for (const holder of holders) {
      const voucher = await api.POST('/removal-vouchers', {
        body: voucherBody(holder.id, subcontractor.id),
      });
      await h.db
        .update(removalVouchers)
        .set({ status: 'CONFIRMED', removalDate: '2026-11-05' })
        .where(eq(removalVouchers.id, voucher.data!.id));
    }
    const signature = await api.POST('/uploads', {
      body: { file: 'signature.png' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([PNG]), 'signature.png');
        return form;
      },
    });
    const declared = await api.POST('/holders/{id}/declarations', {
      params: { path: { id: holders[0]!.id } },
      body: {
        signedOn: '2026-03-01',
        signerName: 'Mohamed Ben Ali',
        signerRole: 'Gérant',
        signature: signature.data!.url,
        textVersion: '2026-1',
        overTenTonnes: false,
        animalFat: false,
      },
    });
    expect(declared.response.status).toBe(201);
    const buyer = await createBuyer(api, {
      name: 'BioDiesel Sud SpA',
      address: 'Via del Porto 12, 90133 Palermo',
      certificateNumber: 'EU-ISCC-Cert-IT201-12345678',
    });
    const shipment = await createShipment(api, depot.id, buyer.id, {
      contractNumber: 'C-2026-044',
      dispatchDate: '2026-11-20',
      netWeightKg: 460,
      grossWeightKg: 480,
    });
    const planned = await api.GET('/shipments/{id}/declaration', {
      params: { path: { id: shipment.id } },
      parseAs: 'arrayBuffer',
    });
    expect(planned.response.status).toBe(409);
    const dispatched = await dispatch(api, shipment.id);
    const number = dispatched.data!.declarationNumber!;
    const fr = await api.GET('/shipments/{id}/declaration', {
      params: { path: { id: shipment.id } },
      parseAs: 'arrayBuffer',
    });
    expect(fr.response.headers.get('content-type')).toBe('application/pdf');
    expect(fr.response.headers.get('content-disposition')).toBe(
      `attachment; filename="${number}.pdf"`,
    );
    const text = await pdfText(fr.data as ArrayBuffer);
    for (const expected of [
      'Déclaration de durabilité',
      `N° ${number}`,
      'Collecte huile Tunisie',
      'Rue du Lac Biwa, 1053 Tunis',
      'Certificat ISCC : EU-ISCC-Cert-TN100-00000042',
      'BioDiesel Sud SpA',
      'Certificat ISCC : EU-ISCC-Cert-IT201-12345678',
      'C-2026-044',
      '20/11/2026',
      `${depot.name}, ${depot.address}`,
      'Via del Porto 12, 90133 Palermo (IT)',
      '460 kg net (500 L à 0,92 kg/L)',
      'Huile de cuisson usagée (UCO), déchet',
      'directive (UE) 2018/2001',
      '1 sur 2 détenteurs (50 %) ayant livré du 01/11/2026 au 30/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    const en = await (
      await h.client('super', 'en')
    ).GET('/shipments/{id}/declaration', {
      params: { path: { id: shipment.id } },
      parseAs: 'arrayBuffer',
    });
    const english = await pdfText(en.data as ArrayBuffer);
    expect(english).toContain('Sustainability declaration');
    expect(english).toContain('Used cooking oil (UCO), waste');
    expect(english).toContain('1 of 2 holders (50 %)');
  });
});
