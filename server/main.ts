import { resolve } from 'node:path';
import { createApp } from './app';
import { assertNoDemoPasswords, DemoPasswordsError } from './auth/demo-passwords';
import { createMailer } from './auth/mailer';
import { PURGE_INTERVAL_MS, purgeExpired } from './auth/purge';
import { loadSecret } from './auth/secret';
import { configOf, readSettings, SettingsError, type Settings } from './config';
import { openDatabase } from './db/client';
import { consoleLogger, type Deps } from './deps';
import { serveDraining } from './http/serve';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { ensureSeeded } from './seed/demo';

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
const log = consoleLogger;
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
const seeded =
  (settings.SEED ?? !config.production) &&
  (await ensureSeeded(setup, { holders, scryptCost: config.scryptCost, log }));
if (seeded) log.info(`Seeded the demo data (${holders} holders).`);
await setup.analyze(seeded);
const database =
  setup.kind === 'pglite'
    ? setup
    : await setup.close().then(() => openDatabase({ databaseUrl: settings.DATABASE_URL }));
const purge = () =>
  void purgeExpired(database.db).catch((error: unknown) =>
    log.warn(`Purge failed: ${String(error)}`),
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
  mailer: createMailer(database.db, config, log),
  secret: await loadSecret(database.db, settings.AUTH_SECRET),
  log,
};
const app = createApp(deps, { distDir: resolve('dist'), accessLog: settings.ACCESS_LOG });

const http = serveDraining({ fetch: app.fetch }, { port, hostname: host }, (info) => {
  const url = `http://${host}:${info.port}`;
  const where = database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `Back-office ready at ${url}  (API ${url}/api/v1, ${where}, ${Math.round(performance.now() - started)} ms)`,
    '',
    'Demo accounts (login / password / role):',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${(account.email ?? account.phoneNumber ?? '').padEnd(36)} ${account.password.padEnd(14)} ${account.role}${account.status === 'PENDING' ? ' (PENDING: first sign-in)' : ''}`,
    ),
    '',
    deps.mailer.kind === 'smtp'
      ? 'One-time codes are e-mailed (SMTP).'
      : config.devOutbox && !config.production
        ? `One-time codes are written to this log and listed at ${url}/__dev/outbox?to=<login> (DEV_OUTBOX=true, loopback callers only)`
        : 'One-time codes and temporary passwords are written to this log (no SMTP_HOST set).',
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
