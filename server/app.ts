import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { requestAddress } from './auth/rate-limit';
import { principalFinder } from './auth/sessions';
import type { Deps } from './deps';
import type { AppContext, AppEnv } from './http/context';
import { badValue, databaseUnavailable } from './db/errors';
import { bodySizeLimit } from './http/body-limit';
import { ApiError, badRequest, errorBody } from './http/errors';
import { langFromHeader } from './http/i18n';
import { requestDuration, serverErrors } from './http/metrics';
import { securityHeaders } from './http/security-headers';
import { staticRoutes } from './http/static';
import { errorForLog } from './log';
import { areaRoutes } from './routes/areas';
import { authRoutes } from './routes/auth';
import { historyRoutes } from './history/routes';
import { plainAddress } from './history/write';
import { devRoutes } from './routes/dev';
import { operationsRoutes } from './routes/operations';
import { publicRoutes } from './routes/public';
import { uploadRoutes } from './routes/uploads';
import { buyerRoutes } from './resources/buyers/routes';
import { complaintRoutes } from './resources/complaints/routes';
import { declarationRoutes } from './resources/declarations/routes';
import { holderRoutes } from './resources/holders/routes';
import { originRegisterRoutes } from './resources/origin-register/routes';
import { relayDepotRoutes } from './resources/relay-depots/routes';
import { massBalanceRoutes, stockDepotRoutes, stockTransferRoutes } from './resources/stock/routes';
import { removalVoucherRoutes } from './resources/removal-vouchers/routes';
import { shipmentRoutes } from './resources/shipments/routes';
import { statsRoutes } from './resources/stats/routes';
import { subcontractorRoutes } from './resources/subcontractors/routes';
import { tourRoutes } from './resources/tours/routes';
import { userRoutes } from './resources/users/routes';

export interface AppOptions {
  /** The built app (vite build output) to serve beside the API. */
  distDir?: string;
  /** Log one line per request. */
  accessLog?: boolean;
}

/**
 * The largest body of any call but an upload (which has its own limit, `MAX_UPLOAD_BYTES`).
 * Why, and the other input limits: docs/decisions/0014-body-and-input-limits.md.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

const UPLOAD_PATH = /^\/api\/v1\/uploads\/?$/;

const jsonBodyLimit = bodySizeLimit(MAX_BODY_BYTES, () =>
  badRequest([{ code: 'too_big', path: [], key: 'requestTooLarge' }]),
);

/** Every body but an upload's (the upload route checks its own, larger limit). */
const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? next() : jsonBodyLimit(c, next);

/** A client's or proxy's request id is kept when it looks like one (a uuid, a trace id). */
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

const bearerToken = (header: string | undefined) =>
  header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;

/** The API's modules under /api/v1, each at its path. */
const MODULES = [
  ['/public', publicRoutes],
  ['/auth', authRoutes],
  ['/areas', areaRoutes],
  ['/users', userRoutes],
  ['/holders', holderRoutes],
  ['/holders', declarationRoutes],
  ['/relay-depots', relayDepotRoutes],
  ['/removal-vouchers', removalVoucherRoutes],
  ['/subcontractors', subcontractorRoutes],
  ['/tours', tourRoutes],
  ['/complaints', complaintRoutes],
  ['/uploads', uploadRoutes],
  ['/stats', statsRoutes],
  ['/history', historyRoutes],
  ['/origin-register', originRegisterRoutes],
  ['/relay-depots', stockDepotRoutes],
  ['/stock-transfers', stockTransferRoutes],
  ['/mass-balance', massBalanceRoutes],
  ['/buyers', buyerRoutes],
  ['/shipments', shipmentRoutes],
] as const;

const apiRoutes = (deps: Deps) => {
  const api = new Hono<AppEnv>();
  const findPrincipal = principalFinder(deps.db);
  api.use('*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    c.set('principal', token ? await findPrincipal(token) : null);
    c.set('address', plainAddress(requestAddress(c as AppContext, deps.config.trustProxy)));
    c.header('Cache-Control', 'no-store');
    await next();
  });
  for (const [path, routes] of MODULES) api.route(path, routes(deps));
  return api;
};

export const createApp = (deps: Deps, options: AppOptions = {}) => {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.set('lang', langFromHeader(c.req.header('accept-language')));
    c.set('principal', null);
    c.set('address', null);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const seconds = (performance.now() - started) / 1000;
    const { method } = c.req;
    const { status } = c.res;
    // The pattern that answered (`/api/v1/holders/:id`): a bounded set of series, no ids.
    const route = routePath(c as Context<AppEnv>);
    requestDuration.observe({ method, route, status }, seconds);
    if (status >= 500) serverErrors.inc({ method, route });
    if (options.accessLog) {
      const ms = Math.round(seconds * 10_000) / 10;
      deps.log.info(`${method} ${c.req.path} ${status} ${ms}ms`, {
        requestId,
        method,
        route,
        path: c.req.path,
        status,
        ms,
        userId: c.get('principal')?.userId,
      });
    }
  });
  app.use('*', securityHeaders(deps.config.production));
  // Before any route reads a body (and before the auth calls charge a rate limit): 1 MB at most.
  app.use('*', limitBody);
  // Scripts, styles and JSON travel gzipped (or deflated) when the client accepts it.
  app.use('*', compress());

  app.onError((error, c) => {
    const lang = c.get('lang');
    const path = c.req.path;
    if (error instanceof ApiError) {
      if (error.retryAfter) c.header('Retry-After', String(error.retryAfter));
      return c.json(errorBody(error.status, error.key, lang, path, error.issues), error.status);
    }
    if (error instanceof HTTPException && error.status === 413) {
      return c.json(errorBody(400, 'fileTooLarge', lang, path), 400);
    }
    const requestId = c.get('requestId');
    if (badValue(error)) {
      deps.log.warn(`${c.req.method} ${path} refused by the database`, {
        requestId,
        error: errorForLog(error),
      });
      return c.json(errorBody(400, 'valueNotStorable', lang, path), 400);
    }
    // The detail goes to the log only: never a stack trace or SQL text in an answer.
    deps.log.error(`${c.req.method} ${path} failed`, error, { requestId });
    if (databaseUnavailable(error)) {
      return c.json(errorBody(503, 'serviceUnavailable', lang, path), 503);
    }
    return c.json(errorBody(500, 'serverError', lang, path), 500);
  });
  app.notFound((c) => c.json(errorBody(404, 'notFound', c.get('lang'), c.req.path), 404));

  app.route('/api/v1', apiRoutes(deps));
  // Only when asked for (DEV_OUTBOX=true), never in production; loopback callers only.
  if (deps.config.devOutbox && !deps.config.production) app.route('/__dev', devRoutes(deps));
  // Probes and metrics, outside the API (docs/operations/observability.md).
  app.route('/', operationsRoutes(deps));
  if (options.distDir) app.route('/', staticRoutes(options.distDir, deps.config.mapTiles));
  return app;
};

export type App = ReturnType<typeof createApp>;
