import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings, type Settings } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { OpsError, restoreBackup, writeBackup } from './support/archive';
import { isEntry, pgliteDir, runCommand, withDatabase } from './support/cli';

/**
 * Moves the PGlite database of DATA_DIR into the PostgreSQL database of DATABASE_URL: a backup
 * of the one (a file in DATA_DIR, removed afterwards) restored into the other. The PGlite folder
 * is left as it was.
 */
export const move = async (settings: Settings, options: { force?: boolean } = {}) => {
  if (!settings.DATABASE_URL)
    throw new OpsError(
      'Name the PostgreSQL database to move into: --to postgres://… or DATABASE_URL.',
    );
  const source = pgliteDir(settings);
  if (!existsSync(join(source, 'PG_VERSION')))
    throw new OpsError(`No PGlite database in ${source} (DATA_DIR): nothing to move.`);
  const file = join(resolve(settings.DATA_DIR), `move-${process.pid}.jsonl.gz`);
  try {
    await withDatabase(openPglite({ dataDir: source }), (database) => writeBackup(database, file));
    return await withDatabase(openPostgres(settings.DATABASE_URL, 4, false), (database) =>
      restoreBackup(database, file, options),
    );
  } finally {
    await rm(file, { force: true });
  }
};

const USAGE = 'npm run db:move -- [--to postgres://user:password@host:5432/db] [--force]';

if (isEntry(import.meta.url)) {
  void runCommand(USAGE, async (args) => {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: { to: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
    if (positionals.length > 0) throw new OpsError(`Usage: ${USAGE}`);
    const settings = readSettings({
      ...process.env,
      ...(values.to ? { DATABASE_URL: values.to } : {}),
    });
    const { rows } = await move(settings, { force: values.force });
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    return `Moved ${total} rows of ${Object.keys(rows).length} tables from PGlite (${pgliteDir(settings)}) into PostgreSQL; migrations applied. Start the server with DATABASE_URL set.`;
  });
}
