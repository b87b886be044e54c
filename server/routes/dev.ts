import { desc, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { devOutbox } from '../db/schema';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';

/**
 * Development only (never mounted when NODE_ENV=production): the mails the server would have
 * sent, newest first, for people and end-to-end tests to read the one-time codes.
 * GET /__dev/outbox?to=<e-mail, phone number or login>
 */
export const devRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/outbox', async (c) => {
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
