import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, otpChallenges, rateLimits, sessions } from '../db/schema';

/**
 * Deletes what can no longer be used: OTP challenges expired for an hour, sessions (and reset
 * tokens) expired or revoked for a day, idempotency keys and rate-limit windows older than a
 * day. The server runs it at start and every 15 minutes; any instance may, it is idempotent.
 */
export const purgeExpired = async (db: Db) => {
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
};

export const PURGE_INTERVAL_MS = 15 * 60 * 1000;
