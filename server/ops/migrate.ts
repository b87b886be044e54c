import { readSettings, type Settings } from '../config';
import { appliedWhen, codeLevel, levelAt } from './support/levels';
import { isEntry, openConfigured, runCommand, withDatabase } from './support/cli';

/**
 * Applies this release's migrations to the database of the settings under the lock the servers
 * take for them, and says from which level to which.
 */
export const migrate = (settings: Settings) =>
  withDatabase(openConfigured(settings), async (database) => {
    const before = await appliedWhen(database.db);
    await database.exclusive(() => database.migrate());
    const after = await appliedWhen(database.db);
    return {
      before: before === null ? null : (levelAt(before)?.tag ?? String(before)),
      after: after === null ? null : (levelAt(after)?.tag ?? String(after)),
      code: codeLevel().tag,
    };
  });

if (isEntry(import.meta.url)) {
  void runCommand('npm run db:migrate', async () => {
    const { before, after, code } = await migrate(readSettings());
    if (after !== code)
      return `The database is at migration ${after}, later than this release's (${code}): nothing to apply.`;
    return before === after
      ? `The database is at migration ${after} already: nothing to apply.`
      : `Migrated the database from ${before ?? 'nothing'} to ${after}.`;
  });
}
