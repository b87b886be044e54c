import { desc, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { isLoopback, peerAddress } from '../auth/rate-limit';
import { devOutbox } from '../db/schema';
import type { Deps } from '../deps';
import type { AppContext, AppEnv } from '../http/context';
import { notFound } from '../http/errors';

/**
 * Development only, mounted when DEV_OUTBOX=true and never in production: the mails the server
 * would have sent, newest first, for people and end-to-end tests to read the one-time codes.
 * GET /__dev/outbox?to=<e-mail, phone number or login>
 *
 * It answers callers on this machine only (127.0.0.0/8, ::1, ::ffff:127.x); behind a proxy
 * (TRUST_PROXY) a forwarded request comes from the proxy's socket but not from this machine, so
 * any X-Forwarded-For makes it a stranger. Anyone else gets the 404 of an unknown path.
 */
export const devRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .use('*', async (c: AppContext, next) => {
      const forwarded = config.trustProxy && c.req.header('x-forwarded-for') !== undefined;
      if (forwarded || !isLoopback(peerAddress(c))) throw notFound();
      await next();
    })
    .get('/outbox', async (c) => {
      const to = c.req.query('to')?.trim();
      const rows = await db
        .select()
        .from(devOutbox)
        .where(to ? or(eq(devOutbox.recipient, to), eq(devOutbox.login, to)) : undefined)
        .orderBy(desc(devOutbox.seq))
        .limit(50);
      return c.json(
        rows.map((row) => ({
          to: row.recipient,
          login: row.login,
          subject: row.subject,
          text: row.body,
          code: row.code,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    });
