import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings, type Settings } from '../config';
import { OpsError, writeBackup } from './support/archive';
import { isEntry, openConfigured, runCommand, withDatabase } from './support/cli';

/** `backups/backup-2026-11-27T02-00-00Z.jsonl.gz`, in the current folder. */
export const defaultBackupFile = (now = new Date()) =>
  `backups/backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.jsonl.gz`;

/** Backs up the database of the settings (DATABASE_URL, else PGlite in DATA_DIR) to `file`. */
export const backup = async (settings: Settings, file = defaultBackupFile()) => {
  const path = resolve(file);
  await mkdir(dirname(path), { recursive: true });
  const summary = await withDatabase(openConfigured(settings), (database) =>
    writeBackup(database, path),
  );
  return { file: path, ...summary };
};

const USAGE = 'npm run db:backup [-- <file>]    (default file: backups/backup-<time>.jsonl.gz)';

if (isEntry(import.meta.url)) {
  void runCommand(USAGE, async (args) => {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    if (positionals.length > 1) throw new OpsError(`Usage: ${USAGE}`);
    const { file, level, rows } = await backup(readSettings(), positionals[0]);
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    return `Backed up ${total} rows of ${Object.keys(rows).length} tables (migration ${level.tag}) to ${file}`;
  });
}
