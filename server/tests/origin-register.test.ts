// @vitest-environment node
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  holderDeclarations,
  holderNonCompliance,
  holders,
  removalVouchers,
  uploads,
} from '../db/schema';
import { drawSample } from '../resources/origin-register/sample';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';
import { buildWorld, world as w } from './support/world';

const h = useHarness({ organisationName: 'Collecte Huile Tunisie' });

const SCAN = 'e1000000-0000-4000-8000-000000000001';
const period = { from: '2026-08-01', to: '2026-10-31' };

let serial = 0;
const voucher = (
  holderId: string,
  subcontractorId: string,
  removalDate: string,
  quantities: number[],
  status: 'CONFIRMED' | 'NOT_CONFIRMED' | 'AWAITING' = 'CONFIRMED',
) => {
  serial += 1;
  return {
    number: `R-${serial}`,
    extractedTanks: quantities.map((extractedQuantity, index) => ({
      tankNumber: index + 1,
      extractedQuantity,
    })),
    dueSum: 1,
    holderId,
    removalDate,
    status,
    subcontractorId,
    actualSubcontractorId: subcontractorId,
    signature: '/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png',
  };
};

const declaration = (
  holderId: string,
  signedOn: string,
  answers = { over: false, fat: false },
) => ({
  holderId,
  signedOn,
  signerName: 'Signataire',
  signerRole: 'Gérant',
  scanUploadId: SCAN,
  textVersion: '2026-1',
  overTenTonnes: answers.over,
  animalFat: answers.fat,
  createdById: ids.users.admin,
});

beforeEach(async () => {
  await buildWorld(h.db, h.passwordHash);
  await h.db.insert(uploads).values({
    id: SCAN,
    fileName: `${SCAN}.pdf`,
    contentType: 'application/pdf',
    size: 4,
    data: Buffer.from('%PDF'),
  });
  await h.db.insert(removalVouchers).values([
    // holderN: 100.5 + 50 litres in the period, the rest out of it or undecided.
    voucher(w.holderN, w.subN, '2026-08-01', [60, 40.5]),
    voucher(w.holderN, w.subN, '2026-10-31', [50]),
    voucher(w.holderN, w.subN, '2026-07-31', [900]),
    voucher(w.holderN, w.subN, '2026-11-01', [900]),
    voucher(w.holderN, w.subN, '2026-09-10', [700], 'AWAITING'),
    voucher(w.holderN, w.subN, '2026-09-11', [500], 'NOT_CONFIRMED'),
    // holderN2: 20 litres.
    voucher(w.holderN2, w.subN2, '2026-09-15', [20]),
    // holderC (the Sahel): 7 litres.
    voucher(w.holderC, w.subC, '2026-09-15', [7]),
  ]);
  await h.db.insert(holderDeclarations).values([
    // holderN: signed a year before the period's end, renewed only after it.
    declaration(w.holderN, '2025-10-31', { over: true, fat: true }),
    declaration(w.holderN, '2026-11-05'),
    // holderN2: valid until 2026-11-01.
    declaration(w.holderN2, '2025-11-01', { over: false, fat: true }),
  ]);
  await h.db.insert(holderNonCompliance).values([
    // holderN2: in force from October.
    {
      holderId: w.holderN2,
      since: '2026-10-01',
      reason: 'Fausse déclaration',
      isccReference: 'ISCC-NC-1',
      createdById: ids.users.admin,
    },
    // holderN: lifted on 15 October (Tunis).
    {
      holderId: w.holderN,
      since: '2026-09-01',
      reason: 'Levée depuis',
      isccReference: 'ISCC-NC-2',
      createdById: ids.users.admin,
      liftedAt: new Date('2026-10-15T09:00:00.000Z'),
      liftReason: 'Retirée de la liste',
    },
  ]);
}, 30_000);

const register = async (
  user: 'super' | 'admin' | 'managerNord' | 'subcontractor' | 'driver' | 'reader',
  query: { from: string; to: string; seed?: number; page?: number; limit?: number },
) => {
  const api = await h.client(user);
  return api.GET('/origin-register', { params: { query } });
};

describe('the points-of-origin register', () => {
  it('sums the litres and kilograms of the confirmed vouchers removed in the period, per holder', async () => {
    const { response, data } = await register('super', { ...period, seed: 1, limit: 100 });
    expect(response.status).toBe(200);
    const byNumber = Object.fromEntries(data!.items.map((entry) => [entry.number, entry]));
    expect(byNumber['H-N']).toMatchObject({ litres: 150.5, kg: 138.46 });
    expect(byNumber['H-N2']).toMatchObject({ litres: 20, kg: 18.4 });
    expect(byNumber['H-C']).toMatchObject({ litres: 7, kg: 6.44 });
    expect(data!.totals).toEqual({ litres: 177.5, kg: 163.3 });
    expect(data!.kgPerLitre).toBe(0.92);
  });

  it("gives each holder's declaration and non-compliance as they stood on the period's last day", async () => {
    const { data } = await register('super', { ...period, limit: 100 });
    const byNumber = Object.fromEntries(data!.items.map((entry) => [entry.number, entry]));
    // Signed on 2025-10-31: renewal due 2026-10-31, the period's last day. The later one does
    // not count yet.
    expect(byNumber['H-N']).toMatchObject({
      declarationState: 'EXPIRED',
      signedOn: '2025-10-31',
      overTenTonnes: true,
      animalFat: true,
      nonCompliance: null,
    });
    expect(byNumber['H-N2']).toMatchObject({
      declarationState: 'VALID',
      signedOn: '2025-11-01',
      overTenTonnes: false,
      animalFat: true,
      nonCompliance: {
        since: '2026-10-01',
        reason: 'Fausse déclaration',
        isccReference: 'ISCC-NC-1',
      },
    });
    expect(byNumber['H-C']).toMatchObject({
      declarationState: 'MISSING',
      signedOn: null,
      overTenTonnes: null,
      animalFat: null,
      nonCompliance: null,
      governorate: { name: 'Sousse' },
      zone: { id: ids.sahel, name: 'Sahel' },
    });

    const earlier = await register('super', { from: '2026-08-01', to: '2026-09-20', limit: 100 });
    const before = Object.fromEntries(earlier.data!.items.map((entry) => [entry.number, entry]));
    expect(before['H-N']).toMatchObject({
      declarationState: 'VALID',
      nonCompliance: { isccReference: 'ISCC-NC-2', since: '2026-09-01' },
    });
    expect(before['H-N2']).toMatchObject({ nonCompliance: null });
    const later = await register('super', { from: '2026-11-01', to: '2026-11-30', limit: 100 });
    expect(later.data!.items.find((entry) => entry.number === 'H-N')).toMatchObject({
      declarationState: 'VALID',
      signedOn: '2026-11-05',
    });
  });

  it("lists the holders of the caller's area only, and counts only their litres", async () => {
    const { data } = await register('admin', { ...period, limit: 100 });
    expect(data!.items.map((entry) => entry.number)).toEqual(['H-N', 'H-N2']);
    expect(data!.holderCount).toBe(2);
    expect(data!.totals.litres).toBe(170.5);
    expect(data!.sample.every((entry) => ['H-N', 'H-N2'].includes(entry.number))).toBe(true);
  });

  it('keeps a deleted holder that gave oil in the period, and leaves out one that did not', async () => {
    await h.db.update(holders).set({ deletedAt: new Date() }).where(eq(holders.id, w.holderN2));
    const withOil = await register('admin', { ...period, limit: 100 });
    expect(withOil.data!.items.map((entry) => entry.number)).toEqual(['H-N', 'H-N2']);
    // Counted, and so in the pool the sample is drawn from.
    expect(withOil.data!.holderCount).toBe(2);
    const without = await register('admin', { from: '2026-01-01', to: '2026-01-31', limit: 100 });
    expect(without.data!.items.map((entry) => entry.number)).toEqual(['H-N']);
    expect(without.data!.holderCount).toBe(1);
  });

  it('draws ceil(sqrt(n)) holders from the seed, the same again with the same seed', async () => {
    const first = await register('super', { ...period, seed: 482193 });
    expect(first.data!.seed).toBe(482193);
    expect(first.data!.sample).toHaveLength(2);
    expect(first.data!.sample.map((entry) => entry.sampleRank)).toEqual([1, 2]);
    expect(first.data!.sample.map((entry) => entry.id)).toEqual(
      drawSample([w.holderN, w.holderN2, w.holderC], 482193),
    );
    const again = await register('super', { ...period, seed: 482193, page: 2, limit: 1 });
    expect(again.data!.sample).toEqual(first.data!.sample);
    // The page is one holder; the rank of a sampled one shows on the page too.
    expect(again.data!.items.map((entry) => entry.number)).toEqual(['H-N']);
    expect(again.data!.meta).toMatchObject({ page: 2, totalItems: 3, totalPages: 3 });

    // Without a seed the server chooses one and says which: asked again, it draws the same.
    const chosen = await register('super', period);
    const { seed } = chosen.data!;
    expect(Number.isInteger(seed)).toBe(true);
    const redrawn = await register('super', { ...period, seed });
    expect(redrawn.data!.sample.map((entry) => entry.id)).toEqual(
      chosen.data!.sample.map((entry) => entry.id),
    );
  });

  it('refuses a period that ends before it starts or lasts more than 366 days', async () => {
    const backwards = await register('super', { from: '2026-10-31', to: '2026-10-30' });
    expect(backwards.response.status).toBe(400);
    expect(backwards.error?.details?.issues).toEqual([
      expect.objectContaining({
        path: ['to'],
        message: 'La fin de la période doit être le même jour que son début ou après',
      }),
    ]);
    const year = await register('super', { from: '2024-01-01', to: '2024-12-31' });
    expect(year.response.status).toBe(200);
    const tooLong = await register('super', { from: '2024-01-01', to: '2025-01-01' });
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.error?.details?.issues?.[0]?.message).toBe(
      'La période ne peut pas dépasser 366 jours',
    );
  });

  it('is refused without declaration READ', async () => {
    const { response } = await register('driver', period);
    expect(response.status).toBe(403);
    const pdf = await (
      await h.client('driver')
    ).GET('/origin-register/pdf', {
      params: { query: { ...period, part: 'register' } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.status).toBe(403);
  });
});

const pdfText = async (bytes: ArrayBuffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
};

describe('the register as a PDF', () => {
  const pdfOf = async (part: 'register' | 'sample', lang: 'fr' | 'en', seed?: number) => {
    const api = await h.client('admin', lang);
    return api.GET('/origin-register/pdf', {
      params: { query: { ...period, part, seed } },
      parseAs: 'arrayBuffer',
    });
  };

  it('prints the organisation, the period, the seed and every holder with its figures', async () => {
    const { response, data } = await pdfOf('register', 'fr', 482193);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-register-seed')).toBe('482193');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="registre-2026-08-01-2026-10-31-482193.pdf"',
    );
    const { text } = await pdfText(data!);
    expect(text).toContain("Registre des points d'origine");
    expect(text).toContain('Collecte Huile Tunisie');
    expect(text).toContain('du 01/08/2026 au 31/10/2026');
    expect(text).toContain('Graine du tirage : 482193');
    expect(text).toContain('170,5 L — 156,86 kg');
    expect(text).toMatch(
      /H-N Détenteur H-N Exclusif Tunis \/ Grand Tunis Expirée, signée le 31\/10\/2025 Oui Oui — 150,5 138,46/,
    );
    expect(text).toMatch(
      /H-N2 Détenteur H-N2 .* ISCC-NC-1, depuis le 01\/10\/2026: Fausse déclaration 20 18,4/,
    );
    expect(text).not.toContain('H-C');
  });

  it('prints the sample in the order drawn, in English when asked', async () => {
    const { response, data } = await pdfOf('sample', 'en', 482193);
    expect(response.status).toBe(200);
    const { text } = await pdfText(data!);
    expect(text).toContain('Sample of points of origin to call');
    expect(text).toContain('Draw seed: 482193');
    expect(text).toContain('01/08/2026 to 31/10/2026');
    const [first, second] = drawSample([w.holderN, w.holderN2], 482193);
    const numbers: Record<string, string> = { [w.holderN]: 'H-N ', [w.holderN2]: 'H-N2 ' };
    expect(text.indexOf(`1 ${numbers[first!]}`)).toBeGreaterThan(-1);
    expect(text.indexOf(`2 ${numbers[second!]}`)).toBeGreaterThan(
      text.indexOf(`1 ${numbers[first!]}`),
    );
  });

  it('takes as many pages as the register needs, the table header on each', async () => {
    await h.db.insert(holders).values(
      Array.from({ length: 120 }, (_, index) => ({
        name: `Détenteur en nombre ${index}`,
        address: '1 rue de test',
        oilType: 'Huile de friture',
        storageCapacity: 100,
        contact: 'Contact',
        sectorCode: 'A' as const,
        sectorSActCode: 'A' as const,
        identificationDate: new Date('2026-01-01T00:00:00.000Z'),
        subcontractorAssignmentStartDate: new Date('2026-01-01T00:00:00.000Z'),
        postalCode: 2000,
        city: 'Ville',
        netAmount: 10,
        latestTankAssignment: 'CUV-1',
        latestTankAssignmentDate: new Date('2026-01-01T00:00:00.000Z'),
        contactPhone: '+216 71 000 000',
        contactEmail: 'contact@test.tn',
        number: `M-${String(index).padStart(3, '0')}`,
        delegationId: ids.laMarsa,
        subcontractorId: w.subN,
        supplierStatus: 'ACTIVE' as const,
        category: 'PARTIAL' as const,
        collectFrequencyType: 'WEEKLY' as const,
        collectFrequencyNumber: 1,
      })),
    );
    const { data } = await pdfOf('register', 'fr', 7);
    const { text, totalPages } = await pdfText(data!);
    expect(totalPages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${totalPages} sur ${totalPages}`);
    expect(text.split('Gouvernorat / zone').length - 1).toBe(totalPages);
    expect(text).toContain('M-000');
    expect(text).toContain('M-119');
  });
});
