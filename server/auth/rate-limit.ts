import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { RateLimit } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';
import type { AppContext } from '../http/context';

/** The eight hextets of an IPv6 address, `::` expanded; null when it is not one. */
const hextets = (address: string) => {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
};

/**
 * The address as a rate-limit key: an IPv4 address as is (also when written as an IPv4-mapped
 * IPv6 address), an IPv6 address by its /64 prefix, since one subscriber usually holds a whole
 * /64 and could otherwise take a fresh address for every attempt.
 */
export const addressKey = (address: string) => {
  const bare =
    address
      .trim()
      .replace(/^\[|\]$/g, '')
      .split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIP(bare) !== 6) return bare;
  const parts = hextets(bare.toLowerCase());
  if (!parts) return bare;
  return `${parts
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: the caller runs on this machine. */
export const isLoopback = (address: string | undefined) => {
  if (!address) return false;
  const bare = address.trim().toLowerCase();
  if (bare === '::1') return true;
  const v4 = bare.replace(/^::ffff:/, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
};

/** The address of the TCP peer; undefined when there is no socket (app.request() in tests). */
export const peerAddress = (c: AppContext) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * A caller on this machine: a loopback socket (127.0.0.0/8, ::1, ::ffff:127.x). Behind a proxy
 * (TRUST_PROXY) a forwarded request comes from the proxy's socket but not from this machine, so
 * any X-Forwarded-For makes it a stranger.
 */
export const fromThisMachine = (c: AppContext, trustProxy: boolean) =>
  !(trustProxy && c.req.header('x-forwarded-for') !== undefined) && isLoopback(peerAddress(c));

/**
 * The address the request came from, as written. Behind a proxy (`trustProxy`), the right-most
 * X-Forwarded-For hop: our proxy appends the address it saw last, while every hop to its left
 * came from the client and may be forged. Without a proxy, the socket's peer; undefined when
 * there is none (app.request() in tests).
 */
export const requestAddress = (c: AppContext, trustProxy: boolean) => {
  if (trustProxy) {
    const hops = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const last = hops[hops.length - 1]?.trim();
    if (last) return last;
  }
  return peerAddress(c);
};

/** The caller's address as a rate-limit key (`addressKey`); `local` without a socket. */
export const clientAddress = (c: AppContext, trustProxy: boolean) => {
  const address = requestAddress(c, trustProxy);
  return address ? addressKey(address) : 'local';
};

const window = (rule: RateLimit) => sql`make_interval(secs => ${rule.windowSeconds})`;

/** Deletes windows over for a day; called now and then by `consume`. */
const cleanup = async (db: Db) => {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
};

/**
 * Counts one attempt for `key` in a fixed window kept in the database, so that every server
 * instance shares the count; throws 429 with the seconds left when over the limit. The count
 * is one atomic upsert: concurrent requests cannot all slip under the limit. Which keys and why:
 * docs/decisions/0015-rate-limits-per-account-and-address.md.
 */
export const consume = async (db: Db, key: string, rule: RateLimit) => {
  const expired = sql`${rateLimits.windowStart} <= now() - ${window(rule)}`;
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
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window(rule)} - now())))::int`,
    });
  if (Math.random() < 0.01) await cleanup(db);
  if (row && row.count > rule.limit) throw tooManyRequests(Math.max(1, row.retryAfter));
};

/**
 * Gives back an attempt counted by `consume` that turned out not to be a failure: failure
 * counters take the slot first (so that concurrent guesses are bounded) and return it on
 * success.
 */
export const refund = async (db: Db, key: string) => {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.count} > 0`));
};

/**
 * The login as a rate-limit key, spelled the way `findByLogin` matches it: a phone number by its
 * digits without the +216 country code, anything else trimmed and lower-cased. Every spelling
 * of one account's login then shares one counter.
 */
export const loginKey = (login: string) => {
  const text = login.trim();
  if (/^\+?[0-9 ]{6,}$/.test(text)) {
    const digits = text.replace(/[^0-9]/g, '');
    return digits.length > 8 && digits.startsWith('216') ? digits.slice(3) : digits;
  }
  return text.toLowerCase();
};
