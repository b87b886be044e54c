import { Hono } from 'hono';
import { ping } from '../db/client';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { appVersion } from '../version';

export const publicRoutes = ({ db, config }: Deps) => {
  const { version, commit } = appVersion(config.appCommit);
  return new Hono<AppEnv>().get('/health', async (c) => {
    // Healthy means able to serve: the database answers.
    await ping(db);
    return c.json(
      { status: 'ok' as const, serverTime: new Date().toISOString(), version, commit },
      200,
    );
  });
};
