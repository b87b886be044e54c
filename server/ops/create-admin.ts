/**
 * The first super administrator, by hand (the other way is INITIAL_ADMIN_EMAIL or
 * INITIAL_ADMIN_PHONE on the first start):
 *
 *   npm run admin:create -- --email admin@example.org
 *   npm run admin:create -- --phone "+216 98 000 000" --first-name Nadia --last-name "Ben Romdhane"
 *
 * It reads the server's settings (the database, the channel for codes), applies the migrations,
 * and creates a PENDING SUPER_ADMIN whose temporary password goes through the configured channel;
 * this command never prints it. It refuses while a SUPER_ADMIN exists, unless --force. On PGlite,
 * stop the server first: one process at a time owns its folder.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createDelivery } from '../auth/delivery';
import { loadSecret } from '../auth/secret';
import { configOf, readSettings, SettingsError } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../log';
import { createFirstAdmin } from '../resources/users/first-admin';

const USAGE =
  'Usage: npm run admin:create -- (--email <address> | --phone <number>) [--first-name <name>] [--last-name <name>] [--force]';

const stop = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const args = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return stop(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (!args.email && !args.phone) stop(USAGE);
if (args.email && !z.email().safeParse(args.email).success)
  stop(`--email: not an e-mail address (${args.email})`);
if (args.phone && !/^\+?[0-9 ]{8,20}$/.test(args.phone))
  stop(`--phone: not a phone number (${args.phone})`);

const settings = (() => {
  try {
    return readSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return stop(error.message);
  }
})();
const config = configOf(settings);
const log = createLogger({ level: settings.LOG_LEVEL, readable: true });
const database = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: resolve(settings.DATA_DIR, 'pglite'),
  timeouts: false,
});
try {
  const outcome = await database.exclusive(async () => {
    await database.migrate();
    const deps = {
      db: database.db,
      config,
      delivery: createDelivery(database.db, config, log),
      secret: await loadSecret(database.db, settings.AUTH_SECRET),
      log,
    };
    return createFirstAdmin(
      deps,
      {
        email: args.email,
        phoneNumber: args.phone,
        firstName: args['first-name'],
        lastName: args['last-name'],
      },
      { force: args.force },
    );
  });
  if (outcome.created) {
    console.log(
      `Created the super administrator ${outcome.address} (PENDING): its temporary password was sent to ${outcome.address}; it chooses its own at first sign-in.`,
    );
  } else if (outcome.reason === 'superAdminExists') {
    process.exitCode = 1;
    console.error(
      'A super administrator exists already: nothing created (--force creates another one).',
    );
  } else if (outcome.reason === 'loginTaken') {
    process.exitCode = 1;
    console.error(`${outcome.login} is already an account's login: nothing created.`);
  } else {
    process.exitCode = 1;
    console.error(
      'No channel reaches this login (SMTP_HOST for an e-mail address, SMS_URL for a phone number): nothing created.',
    );
  }
} catch (error) {
  process.exitCode = 1;
  console.error(`Nothing created: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database.close();
}
