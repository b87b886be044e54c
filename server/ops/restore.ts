import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings, type Settings } from '../config';
import { OpsError, restoreBackup } from './support/archive';
import { isEntry, openConfigured, runCommand, withDatabase } from './support/cli';

/**
 * Restores `file` into the database of the settings (DATABASE_URL, else PGlite in DATA_DIR); one
 * that holds data only with `force`, its content then replaced.
 */
export const restore = async (
  settings: Settings,
  file: string,
  options: { force?: boolean } = {},
) => {
  const path = resolve(file);
  if (!existsSync(path)) throw new OpsError(`No file ${path}.`);
  const summary = await withDatabase(openConfigured(settings), (database) =>
    restoreBackup(database, path, options),
  );
  return { file: path, ...summary };
};

const USAGE = 'npm run db:restore -- <file> [--force]';

if (isEntry(import.meta.url)) {
  void runCommand(USAGE, async (args) => {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    const [file, ...more] = positionals;
    if (!file || more.length > 0) throw new OpsError(`Usage: ${USAGE}`);
    const settings = readSettings();
    const { level, rows } = await restore(settings, file, { force: values.force });
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    const where = settings.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${settings.DATA_DIR}`;
    return `Restored ${total} rows of ${Object.keys(rows).length} tables (backup at migration ${level.tag}) into ${where}; migrations applied.`;
  });
}
