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
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createDelivery } from '../auth/delivery';
import { loadSecret } from '../auth/secret';
import { configOf, readSettings } from '../config';
import { createLogger } from '../log';
import { createFirstAdmin } from '../resources/users/first-admin';
import { OpsError } from './support/archive';
import { isEntry, openConfigured, runCommand, withDatabase } from './support/cli';

const USAGE =
  'npm run admin:create -- (--email <address> | --phone <number>) [--first-name <name>] [--last-name <name>] [--force]';

const REFUSED = {
  superAdminExists:
    'A super administrator exists already: nothing created (--force creates another one).',
  noChannel:
    'No channel reaches this login (SMTP_HOST for an e-mail address, SMS_URL for a phone number): nothing created.',
};

if (isEntry(import.meta.url)) {
  void runCommand(USAGE, async (args) => {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
    if (!values.email && !values.phone) throw new OpsError(`Usage: ${USAGE}`);
    if (values.email && !z.email().safeParse(values.email).success)
      throw new OpsError(`--email: not an e-mail address (${values.email})`);
    if (values.phone && !/^\+?[0-9 ]{8,20}$/.test(values.phone))
      throw new OpsError(`--phone: not a phone number (${values.phone})`);
    const settings = readSettings();
    const config = configOf(settings);
    const log = createLogger({ level: settings.LOG_LEVEL, readable: true });
    const outcome = await withDatabase(openConfigured(settings), (database) =>
      database.exclusive(async () => {
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
            email: values.email,
            phoneNumber: values.phone,
            firstName: values['first-name'],
            lastName: values['last-name'],
          },
          { force: values.force },
        );
      }),
    ).catch((error: unknown) => {
      if (error instanceof OpsError) throw error;
      throw new OpsError(
        `Nothing created: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    if (outcome.created)
      return `Created the super administrator ${outcome.address} (PENDING): its temporary password was sent to ${outcome.address}; it chooses its own at first sign-in.`;
    throw new OpsError(
      outcome.reason === 'loginTaken'
        ? `${outcome.login} is already an account's login: nothing created.`
        : REFUSED[outcome.reason],
    );
  });
}
