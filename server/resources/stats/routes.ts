import { Hono } from 'hono';
import type { Deps } from '@server/deps';
import { requirePrincipal, type AppEnv } from '@server/http/context';
import { forbidden } from '@server/http/errors';
import { tunisDay } from './calendar';
import { homeStats } from './home';

export const statsRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/home', async (c) => {
    const principal = requirePrincipal(c);
    // Every figure checks its own READ; a PENDING account may use the auth calls only.
    if (principal.status !== 'ACTIVE') throw forbidden();
    return c.json(await homeStats(db, principal, tunisDay(new Date())), 200);
  });
