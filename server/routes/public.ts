import { Hono } from 'hono';
import { ping } from '../db/client';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';

export const publicRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    // Healthy means able to serve: the database answers.
    await ping(db);
    return c.json({ status: 'ok' as const, serverTime: new Date().toISOString() }, 200);
  });
