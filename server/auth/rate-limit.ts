import { getConnInfo } from '@hono/node-server/conninfo';
import { lt, sql } from 'drizzle-orm';
import type { RateLimit } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';
import type { AppContext } from '../http/context';

/** The caller's address; X-Forwarded-For only when the server is told it sits behind a proxy. */
export const clientAddress = (c: AppContext, trustProxy: boolean) => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
};

/**
 * Counts one attempt for `key` in a fixed window kept in the database, so that every server
 * instance shares the count; throws 429 with the seconds left when over the limit.
 */
export const consume = async (db: Db, key: string, rule: RateLimit) => {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  }
  if (row && row.count > rule.limit) throw tooManyRequests(Math.max(1, row.retryAfter));
};
