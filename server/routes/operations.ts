import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { fromThisMachine } from '../auth/rate-limit';
import { migrated } from '../db/client';
import type { Deps } from '../deps';
import type { AppContext, AppEnv } from '../http/context';
import { notFound, unauthorized } from '../http/errors';
import { metricsText, registry } from '../http/metrics';
import { arrivedDraining } from '../http/serve';

/**
 * For the machines that run the server, outside the API and its contract
 * (docs/operations/observability.md):
 * - GET /livez: the process answers (no database): restart it when this fails.
 * - GET /readyz: the database answers with every migration applied, and the server is not
 *   draining: send it traffic only while this answers 200.
 * - GET /metrics: Prometheus text, with METRICS_TOKEN as a bearer token, or without one from
 *   this machine only.
 */

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** With a token, 401 unless the caller gives it; without one, 404 for callers from elsewhere. */
const checkMetricsCaller = (c: AppContext, { metricsToken, trustProxy }: Deps['config']) => {
  if (!metricsToken) {
    if (!fromThisMachine(c, trustProxy)) throw notFound();
    return;
  }
  const header = c.req.header('authorization') ?? '';
  if (header.toLowerCase().startsWith('bearer ') && sameSecret(header.slice(7), metricsToken))
    return;
  c.header('WWW-Authenticate', 'Bearer');
  throw unauthorized();
};

export const operationsRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .get('/livez', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (arrivedDraining(c.env)) return c.json({ status: 'draining' }, 503);
      const ready = await migrated(db).catch(() => undefined);
      if (ready === undefined) return c.json({ status: 'database unavailable' }, 503);
      if (!ready) return c.json({ status: 'migrations pending' }, 503);
      return c.json({ status: 'ready' });
    })
    .get('/metrics', async (c) => {
      c.header('Cache-Control', 'no-store');
      checkMetricsCaller(c, config);
      return c.text(await metricsText(db), 200, { 'Content-Type': registry.contentType });
    });
