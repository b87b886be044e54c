import { and, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  complaints,
  holderDeclarations,
  idempotencyKeys,
  otpChallenges,
  rateLimits,
  removalVouchers,
  sessions,
  uploads,
  users,
  voucherAmendments,
} from '../db/schema';

/**
 * Every reference to an upload a record holds (`/api/v1/uploads/<file name>`): a user's picture,
 * a voucher's signatures and photos, a complaint's photos, a holder declaration's scan and
 * signature (held by id), and the images amendments replaced (kept for good: a voucher's
 * record of what was signed never loses an image).
 */
const uploadReferences = sql`
  select ${users.profilePicture} as url from ${users}
  union all select ${removalVouchers.holderSignature} from ${removalVouchers}
  union all select ${removalVouchers.signature} from ${removalVouchers}
  union all select jsonb_array_elements_text(${removalVouchers.photos}) from ${removalVouchers}
  union all select jsonb_array_elements_text(${complaints.photos}) from ${complaints}
  union all select '/api/v1/uploads/' || u.file_name from ${holderDeclarations} d
    join ${uploads} u on u.id in (d.scan_upload_id, d.signature_upload_id)
  union all select amended.value ->> 'holderSignature' from ${voucherAmendments},
    lateral (values (${voucherAmendments.before}), (${voucherAmendments.after})) as amended(value)
  union all select amended.value ->> 'signature' from ${voucherAmendments},
    lateral (values (${voucherAmendments.before}), (${voucherAmendments.after})) as amended(value)
  union all select jsonb_array_elements_text(coalesce(amended.value -> 'photos', '[]'))
    from ${voucherAmendments},
    lateral (values (${voucherAmendments.before}), (${voucherAmendments.after})) as amended(value)`;

/**
 * Deletes what can no longer be used: OTP challenges expired for an hour, sessions (and reset
 * tokens) expired or revoked for a day, idempotency keys and rate-limit windows older than a
 * day, uploads no record references once `uploadRetentionSeconds` have passed (the time to save
 * the form they were uploaded for). The server runs it at start and every 15 minutes; any
 * instance may, it is idempotent.
 */
export const purgeExpired = async (
  db: Db,
  { uploadRetentionSeconds }: Pick<Config, 'uploadRetentionSeconds'>,
) => {
  await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, sql`now() - interval '1 hour'`));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now() - interval '1 day'`),
        lt(sessions.revokedAt, sql`now() - interval '1 day'`),
      ),
    );
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  await db.delete(uploads).where(
    and(
      lt(uploads.createdAt, sql`now() - ${uploadRetentionSeconds} * interval '1 second'`),
      sql`'/api/v1/uploads/' || ${uploads.fileName} not in (
          select url from (${uploadReferences}) as referenced where url is not null)`,
    ),
  );
};

export const PURGE_INTERVAL_MS = 15 * 60 * 1000;
