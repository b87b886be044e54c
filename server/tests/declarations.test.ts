// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi-types/schema';
import { history, holderDeclarations, holderNonCompliance, uploads } from '../db/schema';
import { addDays, tunisDay } from '../resources/stats/calendar';
import { createHolder, createNetwork, must, tourBody, voucherBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';

const h = useHarness();

type DeclarationCreate = components['schemas']['HolderDeclarationCreate'];

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const upload = async (api: ApiClient, bytes: Uint8Array<ArrayBuffer>, name: string) =>
  must(
    await api.POST('/uploads', {
      body: { file: name },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        return form;
      },
    }),
    'upload',
  );

const today = () => tunisDay(new Date());
/** The day a year before `day`, as PostgreSQL's `- interval '1 year'` gives it. */
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

const declare = async (
  api: ApiClient,
  holderId: string,
  overrides: Partial<DeclarationCreate> = {},
) => {
  const signature = (await upload(api, PNG, 'signature.png')).url;
  return api.POST('/holders/{id}/declarations', {
    params: { path: { id: holderId } },
    body: {
      signedOn: today(),
      signerName: 'Mohamed Ben Ali',
      signerRole: 'Gérant',
      signature,
      textVersion: '2026-1',
      overTenTonnes: false,
      animalFat: true,
      ...overrides,
    },
  });
};

const holderOf = async (api: ApiClient, id: string) =>
  must(await api.GET('/holders/{id}', { params: { path: { id } } }), 'holder');

describe('holder declarations', () => {
  it('records a signed declaration, stores it and gives it as the holder’s current one', async () => {
    const api = await h.client('admin');
    const holder = await createHolder(api);
    expect(holder.declaration).toBeNull();
    const { data, response } = await declare(api, holder.id);
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      holderId: holder.id,
      signedOn: today(),
      renewalDate: `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`,
      state: 'VALID',
      expiring: false,
      signerName: 'Mohamed Ben Ali',
      signerRole: 'Gérant',
      scan: null,
      textVersion: '2026-1',
      overTenTonnes: false,
      animalFat: true,
      createdBy: { id: ids.users.admin },
    });
    expect(data?.signature).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
    const [stored] = await h.db
      .select()
      .from(holderDeclarations)
      .where(eq(holderDeclarations.holderId, holder.id));
    const [file] = await h.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, stored!.signatureUploadId!));
    expect(`/api/v1/uploads/${file!.fileName}`).toBe(data?.signature);
    expect(stored).toMatchObject({
      signerName: 'Mohamed Ben Ali',
      animalFat: true,
      scanUploadId: null,
    });
    expect((await holderOf(api, holder.id)).declaration).toEqual(data);
    // An older paper recorded later does not replace the latest signed.
    const older = must(
      await declare(api, holder.id, { signedOn: yearBefore(today()) }),
      'older declaration',
    );
    expect(older.state).toBe('EXPIRED');
    expect((await holderOf(api, holder.id)).declaration?.id).toBe(data?.id);
    const list = await api.GET('/holders/{id}/declarations', {
      params: { path: { id: holder.id } },
    });
    expect(list.data?.items.map((item) => item.id)).toEqual([data?.id, older.id]);
  });

  it('takes a scanned PDF through the upload route, served as an attachment', async () => {
    const api = await h.client('admin');
    const holder = await createHolder(api);
    const scan = await upload(api, PDF, 'declaration.pdf');
    expect(scan.contentType).toBe('application/pdf');
    expect(scan.url).toMatch(/\.pdf$/);
    const { data } = await declare(api, holder.id, { scan: scan.url, signature: null });
    expect(data?.scan).toBe(scan.url);
    const served = await h.raw(scan.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    // A PDF is no picture: a voucher's photo refuses it.
    const network = await createNetwork(api, 1);
    const voucher = await api.POST('/removal-vouchers', {
      body: voucherBody(network.holders[0]!.id, network.subcontractor.id, {
        photos: [scan.url],
      }),
    });
    expect(voucher.response.status).toBe(400);
  });

  it('refuses an unsigned declaration, a date to come and a file never uploaded', async () => {
    const api = await h.client('admin', 'en');
    const holder = await createHolder(api);
    const unsigned = await declare(api, holder.id, { signature: null });
    expect(unsigned.error?.details?.issues[0]?.path).toEqual(['signature']);
    expect(unsigned.error?.message).toBe(
      'Attach the scan of the signed declaration or have it signed on screen',
    );
    const future = await declare(api, holder.id, { signedOn: addDays(today(), 2) });
    expect(future.error?.details?.issues[0]?.path).toEqual(['signedOn']);
    const unknown = await declare(api, holder.id, {
      scan: '/api/v1/uploads/6f0e3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5b.pdf',
    });
    expect(unknown.error?.details?.issues[0]?.path).toEqual(['scan']);
    expect(await h.db.select().from(holderDeclarations)).toHaveLength(0);
  });

  it('computes the state and filters the list on missing, expiring and expired', async () => {
    const api = await h.client('admin');
    const missing = await createHolder(api);
    const valid = await createHolder(api);
    const expiring = await createHolder(api);
    const expired = await createHolder(api);
    must(await declare(api, valid.id), 'valid');
    // Renewal in 10 days: valid, expiring.
    const soon = must(
      await declare(api, expiring.id, { signedOn: yearBefore(addDays(today(), 10)) }),
      'expiring',
    );
    expect(soon).toMatchObject({ state: 'VALID', expiring: true });
    // Renewal today: expired.
    const past = must(await declare(api, expired.id, { signedOn: yearBefore(today()) }), 'expired');
    expect(past).toMatchObject({ state: 'EXPIRED', expiring: false, renewalDate: today() });
    const filtered = async (declaration: 'MISSING' | 'EXPIRING' | 'EXPIRED') =>
      (await api.GET('/holders', { params: { query: { declaration } } })).data?.items.map(
        (item) => item.id,
      );
    expect(await filtered('MISSING')).toEqual([missing.id]);
    expect(await filtered('EXPIRING')).toEqual([expiring.id]);
    expect(await filtered('EXPIRED')).toEqual([expired.id]);
    const refused = await api.GET('/holders', {
      params: { query: { declaration: 'VALID' as 'MISSING' } },
    });
    expect(refused.response.status).toBe(400);
  });

  it('needs declaration CREATE to record, holder READ to read, within the holder’s area', async () => {
    const admin = await h.client('admin');
    const holder = await createHolder(admin);
    must(await declare(admin, holder.id), 'declaration');
    const reader = await h.client('reader');
    expect((await declare(reader, holder.id)).response.status).toBe(403);
    const read = await reader.GET('/holders/{id}/declarations', {
      params: { path: { id: holder.id } },
    });
    expect(read.data?.items).toHaveLength(1);
    // Another region's manager does not see the holder: 404 as an unknown id.
    const centre = await h.client('managerCentre');
    expect(
      (await centre.GET('/holders/{id}/declarations', { params: { path: { id: holder.id } } }))
        .response.status,
    ).toBe(404);
    const mark = await centre.POST('/holders/{id}/non-compliance', {
      params: { path: { id: holder.id } },
      body: { since: today(), reason: 'Liste ISCC', isccReference: 'NC-1' },
    });
    expect([403, 404]).toContain(mark.response.status);
  });
});

describe('non-compliant holders', () => {
  const mark = (api: ApiClient, id: string) =>
    api.POST('/holders/{id}/non-compliance', {
      params: { path: { id } },
      body: { since: today(), reason: 'Fausse déclaration', isccReference: 'ISCC-NC-2026-0142' },
    });

  it('refuses a tour stop and a voucher for it, keeps what exists readable, and lifts', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 2);
    const [kept, other] = network.holders as [
      (typeof network.holders)[0],
      (typeof network.holders)[0],
    ];
    const tour = must(
      await api.POST('/tours', { body: tourBody(network, { holders: [kept.id] }) }),
      'tour',
    );
    const voucher = must(
      await api.POST('/removal-vouchers', {
        body: voucherBody(kept.id, network.subcontractor.id),
      }),
      'voucher',
    );
    const marked = await mark(api, kept.id);
    expect(marked.response.status).toBe(200);
    expect(marked.data?.nonCompliance).toMatchObject({
      since: today(),
      reason: 'Fausse déclaration',
      isccReference: 'ISCC-NC-2026-0142',
      createdBy: { id: ids.users.super },
    });
    expect((await mark(api, kept.id)).response.status).toBe(409);

    const refusedTour = await api.POST('/tours', {
      body: tourBody(network, { holders: [other.id, kept.id] }),
    });
    expect(refusedTour.response.status).toBe(400);
    expect(refusedTour.error?.details?.issues[0]?.path).toEqual(['holders', 1]);
    expect(refusedTour.error?.message).toBe(
      "Ce détenteur est déclaré non conforme (liste ISCC) : aucun arrêt de tournée ni aucun bon d'enlèvement ne peut être créé pour lui",
    );
    const added = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id } },
      body: { holders: [other.id] },
    });
    expect(added.response.status).toBe(200);
    const backOn = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id } },
      body: { holders: [other.id, kept.id] },
    });
    expect(backOn.error?.details?.issues[0]?.path).toEqual(['holders', 1]);
    const en = await h.client('super', 'en');
    const refusedVoucher = await en.POST('/removal-vouchers', {
      body: voucherBody(kept.id, network.subcontractor.id),
    });
    expect(refusedVoucher.error?.details?.issues[0]?.path).toEqual(['holderId']);
    expect(refusedVoucher.error?.message).toBe(
      'This holder is marked non-compliant (ISCC list): no tour stop and no removal voucher can be created for it',
    );
    const moved = await api.PATCH('/removal-vouchers/{id}', {
      params: {
        path: {
          id: must(
            await api.POST('/removal-vouchers', {
              body: voucherBody(other.id, network.subcontractor.id),
            }),
            'v',
          ).id,
        },
      },
      body: { holderId: kept.id },
    });
    expect(moved.error?.details?.issues[0]?.path).toEqual(['holderId']);
    // What exists stays readable.
    const read = await api.GET('/removal-vouchers/{id}', { params: { path: { id: voucher.id } } });
    expect(read.data?.holderId).toBe(kept.id);

    const lifted = await api.POST('/holders/{id}/non-compliance/lift', {
      params: { path: { id: kept.id } },
      body: { reason: 'Retiré de la liste' },
    });
    expect(lifted.data?.nonCompliance).toBeNull();
    const [row] = await h.db
      .select()
      .from(holderNonCompliance)
      .where(eq(holderNonCompliance.holderId, kept.id));
    expect(row).toMatchObject({ liftReason: 'Retiré de la liste', liftedById: ids.users.super });
    expect(row?.liftedAt).not.toBeNull();
    const again = await api.POST('/holders/{id}/non-compliance/lift', {
      params: { path: { id: kept.id } },
      body: { reason: 'Encore' },
    });
    expect(again.response.status).toBe(409);
    expect(
      (await api.POST('/tours', { body: tourBody(network, { holders: [kept.id] }) })).response
        .status,
    ).toBe(201);
  });

  it('writes the declaration, the marking and its lift to the holder’s history', async () => {
    const api = await h.client('admin');
    const holder = await createHolder(api);
    must(await declare(api, holder.id), 'declaration');
    must(await mark(api, holder.id), 'mark');
    must(
      await api.POST('/holders/{id}/non-compliance/lift', {
        params: { path: { id: holder.id } },
        body: { reason: 'Retiré de la liste' },
      }),
      'lift',
    );
    const entries = await h.db
      .select()
      .from(history)
      .where(eq(history.recordId, holder.id))
      .orderBy(history.at);
    const ours = entries.filter((entry) => entry.action !== 'CREATE');
    expect(
      ours.map((entry) => [entry.action, entry.recordKind, entry.actorId, entry.reason]),
    ).toEqual([
      ['DECLARATION', 'holder', ids.users.admin, null],
      ['NON_COMPLIANT', 'holder', ids.users.admin, 'Fausse déclaration'],
      ['COMPLIANT', 'holder', ids.users.admin, 'Retiré de la liste'],
    ]);
    expect(ours[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'declaration.signerName', after: 'Mohamed Ben Ali' }),
    );
    expect(ours[1]!.changes).toContainEqual({
      field: 'nonCompliance.isccReference',
      before: null,
      after: 'ISCC-NC-2026-0142',
    });
  });

  it('needs declaration UPDATE to mark or lift', async () => {
    const admin = await h.client('admin');
    const holder = await createHolder(admin);
    const reader = await h.client('reader');
    expect((await mark(reader, holder.id)).response.status).toBe(403);
    expect((await mark(admin, holder.id)).response.status).toBe(200);
    const lift = await reader.POST('/holders/{id}/non-compliance/lift', {
      params: { path: { id: holder.id } },
      body: { reason: 'x' },
    });
    expect(lift.response.status).toBe(403);
  });
});
