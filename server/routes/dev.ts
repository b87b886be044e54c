import { desc, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { fromThisMachine } from '../auth/rate-limit';
import { devOutbox } from '../db/schema';
import type { Deps } from '../deps';
import type { AppContext, AppEnv } from '../http/context';
import { notFound } from '../http/errors';

/**
 * Development only, mounted when DEV_OUTBOX=true and never in production: the mails the server
 * would have sent, newest first, for people and end-to-end tests to read the one-time codes.
 * GET /__dev/outbox?to=<e-mail, phone number or login>
 *
 * It answers callers on this machine only (`fromThisMachine`, TRUST_PROXY respected); anyone
 * else gets the 404 of an unknown path.
 */
export const devRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .use('*', async (c: AppContext, next) => {
      if (!fromThisMachine(c, config.trustProxy)) throw notFound();
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
