import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database, type Db } from '@server/db/client';

/**
 * A migration level: the last migration applied, by its tag and drizzle's timestamp (`when`, what
 * drizzle compares to decide which migrations are still to apply).
 */
export interface Level {
  tag: string;
  when: number;
}

interface Journal {
  entries: Level[];
}

const readJournal = (): Journal =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations this release knows, oldest first. */
export const knownLevels = (): Level[] =>
  readJournal().entries.map(({ tag, when }) => ({ tag, when }));

/** The level of this release: its last migration. */
export const codeLevel = (): Level => {
  const last = knownLevels().at(-1);
  if (!last) throw new Error(`No migration in ${migrationsFolder}`);
  return last;
};

/** Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`. */
export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
};

/**
 * The `when` of the last migration applied to a database, or null when none is (a new, empty
 * database).
 */
export const appliedWhen = async (db: Db): Promise<number | null> => {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return null;
  const [last] = await rowsOf<{ when: string | null }>(
    db,
    sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  return last?.when ? Number(last.when) : null;
};

/** The level of `when` among the migrations this release knows; undefined if it knows none. */
export const levelAt = (when: number) => knownLevels().find((level) => level.when === when);

/** Applies the migrations up to `level` included (and none after it). */
export const migrateTo = async (database: Database, level: Level) => {
  const journal = readJournal();
  const upTo = journal.entries.findIndex((entry) => entry.when === level.when);
  if (upTo < 0) throw new Error(`Unknown migration ${level.tag}`);
  const folder = mkdtempSync(join(tmpdir(), 'oil-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const entries = journal.entries.slice(0, upTo + 1);
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    await database.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
