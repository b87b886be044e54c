import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { GetUploadParams, UploadImageBody } from '@generated/zod/uploads/uploads.zod';
import { uploads } from '../db/schema';
import type { Deps } from '../deps';
import { bodySizeLimit } from '../http/body-limit';
import { requirePrincipal, type AppEnv } from '../http/context';
import { conflict, forbidden, notFound, ruleViolation } from '../http/errors';
import { parseWith, readParams } from '../http/validation';

/** 3.1 MB as the contract counts it. */
export const MAX_UPLOAD_BYTES = 3_250_585;

const TYPES = [
  { type: 'image/jpeg', extension: 'jpg', magic: [[0, [0xff, 0xd8, 0xff]]] },
  {
    type: 'image/png',
    extension: 'png',
    magic: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]],
  },
  {
    type: 'image/webp',
    extension: 'webp',
    magic: [
      [0, [0x52, 0x49, 0x46, 0x46]],
      [8, [0x57, 0x45, 0x42, 0x50]],
    ],
  },
  // A holder's signed self-declaration is often scanned to PDF ("%PDF-").
  { type: 'application/pdf', extension: 'pdf', magic: [[0, [0x25, 0x50, 0x44, 0x46, 0x2d]]] },
] as const;

/** The type from the first bytes, never from the name or the declared type. */
export const sniffImage = (bytes: Uint8Array) =>
  TYPES.find((candidate) =>
    candidate.magic.every(([offset, signature]) =>
      signature.every((byte, index) => bytes[offset + index] === byte),
    ),
  );

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const uploadRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .post(
      '/',
      // Room for the multipart envelope around the largest accepted file.
      bodySizeLimit(MAX_UPLOAD_BYTES + 64 * 1024, () => ruleViolation(['file'], 'fileTooLarge')),
      async (c) => {
        const principal = requirePrincipal(c);
        // A PENDING account changes its password before anything else.
        if (principal.status !== 'ACTIVE') throw forbidden();
        const lang = c.get('lang');
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw ruleViolation(['file'], 'fileMissing');
        }
        const { file } = parseWith(UploadImageBody, { file: form.file }, lang);
        if (file.size === 0) throw ruleViolation(['file'], 'fileMissing');
        if (file.size > MAX_UPLOAD_BYTES) throw ruleViolation(['file'], 'fileTooLarge');
        const bytes = new Uint8Array(await file.arrayBuffer());
        const kind = sniffImage(bytes);
        if (!kind) throw ruleViolation(['file'], 'fileType');
        const fileName = `${randomUUID()}.${kind.extension}`;
        await db.insert(uploads).values({
          fileName,
          contentType: kind.type,
          size: bytes.length,
          data: Buffer.from(bytes),
          createdById: principal.userId,
        });
        return c.json(
          { url: `/api/v1/uploads/${fileName}`, contentType: kind.type, size: bytes.length },
          201,
        );
      },
    )
    .get('/:fileName', async (c) => {
      const { fileName } = readParams(c, GetUploadParams);
      const [file] = await db.select().from(uploads).where(eq(uploads.fileName, fileName));
      if (!file) throw notFound();
      const extension = fileName.split('.').pop() ?? '';
      c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
      // A PDF is downloaded, never shown inside the page's origin.
      c.header('Content-Disposition', extension === 'pdf' ? 'attachment' : 'inline');
      c.header('Cache-Control', 'private, max-age=31536000, immutable');
      return c.body(new Uint8Array(file.data), 200);
    })
    // An uploaded file never changes (a voucher's signature stays what was signed): nothing
    // replaces or deletes one; a new image is a new upload.
    .on(['PUT', 'PATCH', 'DELETE'], '/:fileName', (c) => {
      requirePrincipal(c);
      throw conflict('uploadImmutable');
    });
