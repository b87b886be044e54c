import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SettingsError, type Settings } from '@server/config';
import { DatabaseInUse, openDatabase, type Database } from '@server/db/client';
import { OpsError } from './archive';

/** Whether the module at `url` is the one node was started with (not one it imported). */
export const isEntry = (url: string) =>
  process.argv[1] !== undefined && fileURLToPath(url) === resolve(process.argv[1]);

/** The PGlite folder of the settings. */
export const pgliteDir = (settings: Settings) => resolve(settings.DATA_DIR, 'pglite');

/**
 * The database of the settings (DATABASE_URL, else PGlite in DATA_DIR), on connections without
 * the serving timeouts: a backup or a restore runs as long as it takes.
 */
export const openConfigured = (settings: Settings) =>
  openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: pgliteDir(settings),
    timeouts: false,
  });

/** Runs `task` on the database, closed afterwards whatever happens. */
export const withDatabase = async <T>(
  opening: Database | Promise<Database>,
  task: (database: Database) => Promise<T>,
) => {
  const database = await opening;
  try {
    return await task(database);
  } finally {
    await database.close();
  }
};

const isUsageError = (error: unknown) =>
  error instanceof TypeError &&
  String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

/**
 * Runs a command with the program's arguments and prints what it answers. A refusal (a setting,
 * a check of the command, wrong arguments) is one line and exit code 1.
 */
export const runCommand = (usage: string, command: (args: string[]) => Promise<string>) =>
  command(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      if (
        error instanceof SettingsError ||
        error instanceof OpsError ||
        error instanceof DatabaseInUse
      )
        console.error(error.message);
      else if (isUsageError(error)) console.error(`${(error as Error).message}\nUsage: ${usage}`);
      else console.error(error);
      process.exitCode = 1;
    },
  );
