// @vitest-environment node
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../auth/purge';
import { uploads } from '../db/schema';
import { createNetwork, must, voucherBody } from './support/factories';
import { useHarness } from './support/harness';

const h = useHarness();

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const WEBP = Uint8Array.from([
  0x52, 0x49, 0x46, 0x46, 0x10, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
]);

const upload = async (
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
  lang: 'fr' | 'en' = 'fr',
  user: 'admin' | 'pending' = 'admin',
) => {
  const api = await h.client(user, lang);
  return api.POST('/uploads', {
    body: { file: name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      return form;
    },
  });
};

describe('uploads', () => {
  it('stores an image under a random name and serves it with nosniff', async () => {
    const { data, response } = await upload(PNG, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    // The content decides, not the name or the declared type.
    expect(data?.contentType).toBe('image/png');
    expect(data?.url).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(data?.size).toBe(PNG.length);
    const anonymous = await h.client();
    const path = data!.url.replace('/api/v1', '') as `/uploads/${string}`;
    const served = await anonymous.GET('/uploads/{fileName}', {
      params: { path: { fileName: path.split('/').pop()! } },
      parseAs: 'arrayBuffer',
    });
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(served.data as ArrayBuffer)).toEqual(PNG);
    expect((await upload(WEBP, 'a.webp', 'image/webp')).data?.contentType).toBe('image/webp');
  });

  it('refuses other content whatever its name, and files over 3.1 MB', async () => {
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const fake = await upload(script, 'image.png', 'image/png');
    expect(fake.error?.message).toBe(
      'Type de fichier non pris en charge : JPEG, PNG ou WebP uniquement',
    );
    const big = new Uint8Array(3_250_586);
    big.set(PNG);
    const tooBig = await upload(big, 'big.png', 'image/png', 'en');
    expect(tooBig.response.status).toBe(400);
    expect(tooBig.error?.message).toBe('The file is too large (3.1 MB at most)');
    const limit = new Uint8Array(3_250_585);
    limit.set(PNG);
    expect((await upload(limit, 'limit.png', 'image/png')).response.status).toBe(201);
  });

  it('needs a session to upload, and answers 404 for unknown or malformed names', async () => {
    const anonymous = await h.client();
    const denied = await anonymous.POST('/uploads', {
      body: { file: 'x' },
      bodySerializer: () => new FormData(),
    });
    expect(denied.response.status).toBe(401);
    // A PENDING account must change its password first.
    expect((await upload(PNG, 'a.png', 'image/png', 'fr', 'pending')).response.status).toBe(403);
    const unknown = await anonymous.GET('/uploads/{fileName}', {
      params: { path: { fileName: '40c62753-7ce0-4a3c-bfcf-8ef29e6fc4cf.jpg' } },
    });
    expect(unknown.response.status).toBe(404);
    const traversal = await h.raw('/api/v1/uploads/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.status).toBe(404);
  });
});

describe('unreferenced uploads', () => {
  it('are deleted once older than the retention; referenced and recent ones stay', async () => {
    const image = async () => (await upload(PNG, 'a.png', 'image/png')).data!.url;
    const [picture, holderSignature, signature, voucherPhoto, complaintPhoto, orphan, recent] =
      await Promise.all(Array.from({ length: 7 }, image));
    const admin = await h.client('admin');
    must(await admin.PATCH('/auth/profile', { body: { profilePicture: picture } }), 'profile');
    const { subcontractor, holders } = await createNetwork(admin, 1);
    const body = voucherBody(holders[0]!.id, subcontractor.id, {
      holderSignature,
      signature: signature!,
      photos: [voucherPhoto!],
    });
    must(await admin.POST('/removal-vouchers', { body }), 'voucher');
    const complaint = { holderId: holders[0]!.id, subject: 'S', description: 'D' };
    const photos = [complaintPhoto!];
    must(await admin.POST('/complaints', { body: { ...complaint, photos } }), 'complaint');
    const name = (url: string | undefined) => url!.split('/').pop()!;
    const retention = h.deps.config.uploadRetentionSeconds;
    expect(retention).toBe(24 * 3600);
    await h.db
      .update(uploads)
      .set({ createdAt: sql`now() - ${retention + 60} * interval '1 second'` })
      .where(
        inArray(
          uploads.fileName,
          [picture, holderSignature, signature, voucherPhoto, complaintPhoto, orphan].map(name),
        ),
      );
    await h.db
      .update(uploads)
      .set({ createdAt: sql`now() - ${retention - 60} * interval '1 second'` })
      .where(inArray(uploads.fileName, [name(recent)]));

    await purgeExpired(h.db, h.deps.config);

    const anonymous = await h.client();
    const status = async (url: string | undefined) =>
      (
        await anonymous.GET('/uploads/{fileName}', {
          params: { path: { fileName: name(url) } },
          parseAs: 'arrayBuffer',
        })
      ).response.status;
    expect(await status(orphan)).toBe(404);
    for (const kept of [picture, holderSignature, signature, voucherPhoto, complaintPhoto, recent])
      expect(await status(kept), kept).toBe(200);
  });
});
