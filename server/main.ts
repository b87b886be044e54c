import { join, resolve } from 'node:path';
import { createApp } from './app';
import { checkSmtp, createDelivery, deliverySummary } from './auth/delivery';
import { assertNoDemoPasswords, DemoPasswordsError } from './auth/demo-passwords';
import { PURGE_INTERVAL_MS, purgeExpired } from './auth/purge';
import { loadSecret } from './auth/secret';
import { configOf, readSettings, SettingsError, type Settings } from './config';
import { openDatabase } from './db/client';
import type { Deps } from './deps';
import { serveDraining } from './http/serve';
import { ensureInitialAdmin } from './resources/users/first-admin';
import { createLogger, errorForLog } from './log';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { ensureSeeded } from './seed/demo';
import { packageRoot } from './version';

const settings: Settings = (() => {
  try {
    return readSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const config = configOf(settings);
// JSON lines in production, plain ones otherwise (docs/operations/observability.md).
const log = createLogger({ level: settings.LOG_LEVEL, readable: !config.production });
// In production an SMTP server that does not answer, or refuses the login, stops the server here.
await checkSmtp(config, log).catch((error: unknown) => {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const port = settings.PORT;
const host = settings.HOST;
const dataDir = resolve(settings.DATA_DIR);
const started = performance.now();

// Migrations, the seed and ANALYZE may run long: on PostgreSQL they get a pool of their own
// without the serving pool's timeouts.
const setup = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: resolve(dataDir, 'pglite'),
  timeouts: false,
});
await setup.exclusive(() => setup.migrate());
if (config.production) {
  await assertNoDemoPasswords(setup.db).catch((error: unknown) => {
    if (!(error instanceof DemoPasswordsError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}
const holders = settings.SEED_HOLDERS;
const demo = settings.SEED ?? !config.production;
const seeded = demo && (await ensureSeeded(setup, { holders, scryptCost: config.scryptCost, log }));
if (seeded) log.info(`Seeded the demo data (${holders} holders).`);
await setup.analyze(seeded);
const database =
  setup.kind === 'pglite'
    ? setup
    : await setup.close().then(() => openDatabase({ databaseUrl: settings.DATABASE_URL }));
const purge = () =>
  void purgeExpired(database.db, config).catch((error: unknown) =>
    log.warn('Purge failed', { error: errorForLog(error) }),
  );
purge();
const timers = [setInterval(purge, PURGE_INTERVAL_MS).unref()];
if (database.kind === 'pglite') {
  // Without autovacuum, PGlite's index-only scans and plans rely on this.
  timers.push(
    setInterval(() => void database.analyze(true).catch(() => undefined), 3_600_000).unref(),
  );
}

const deps: Deps = {
  db: database.db,
  config,
  delivery: createDelivery(database.db, config, log),
  secret: await loadSecret(database.db, settings.AUTH_SECRET),
  log,
};
// The first super administrator (INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PHONE) while none exists;
// one instance at a time. A failed send leaves none: the next start tries again.
await database
  .exclusive(() => ensureInitialAdmin(deps, settings))
  .catch((error: unknown) => log.error('The first super administrator was not created', error));
const app = createApp(deps, {
  distDir: join(packageRoot(), 'dist'),
  accessLog: settings.ACCESS_LOG,
});

const http = serveDraining({ fetch: app.fetch }, { port, hostname: host }, (info) => {
  const url = `http://${host}:${info.port}`;
  const where = database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `Back-office ready at ${url}  (API ${url}/api/v1, ${where}, ${Math.round(performance.now() - started)} ms)`,
    '',
    // Only where the demo data is loaded: a production start has no such accounts.
    ...(demo
      ? [
          // Their passwords are in server/README.md, never in a log.
          'Demo accounts (login / role; passwords: server/README.md, Demo accounts):',
          ...DEMO_ACCOUNTS.map(
            (account) =>
              `  ${(account.email ?? account.phoneNumber ?? '').padEnd(36)} ${account.role}${account.status === 'PENDING' ? ' (PENDING: first sign-in)' : ''}`,
          ),
          '',
        ]
      : []),
    `Delivery: ${deliverySummary(deps.delivery)}.`,
    ...(config.devOutbox
      ? [
          `Messages written to this log are also listed at ${url}/__dev/outbox?to=<login> (DEV_OUTBOX=true, loopback callers only).`,
        ]
      : []),
    '',
  ];
  log.info(lines.join('\n'));
});

// SIGTERM (or SIGINT) drains: no new connections, the requests in flight finish (those whose
// client hung up too), then the database closes and the process exits once every answer is
// out. A stuck request gets 5 seconds.
const closed = new Promise((resolve) => http.server.once('close', resolve));
const stop = async () => {
  setTimeout(() => process.exit(0), 5000).unref();
  timers.forEach(clearInterval);
  await http.stop();
  await database.close();
  if ('closeIdleConnections' in http.server) http.server.closeIdleConnections();
  await closed;
  process.exit(0);
};
let stopping: Promise<void> | undefined;
const onSignal = () => {
  stopping ??= stop();
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
