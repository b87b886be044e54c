import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@server/db/client';
import { appliedWhen, codeLevel, levelAt, migrateTo, rowsOf, type Level } from './levels';

/**
 * Our backup format, the same for PGlite and PostgreSQL: a gzip'd file of JSON lines. A header
 * (format, migration level), then each table of the `public` schema (a line naming it and its
 * columns, then one line per row, as PostgreSQL's `to_jsonb` writes it: bytea in hex, times with
 * their offset), then each sequence's position, then the row count of every table. Read back by
 * PostgreSQL itself (`jsonb_populate_recordset`), so no value goes through a driver's types.
 * Control lines start with `{"@":`; `to_jsonb` writes `{"key": …` with a space, so no row does.
 */
const FORMAT = 'oil-back-office-backup';
const VERSION = 1;

interface Header {
  '@': 'header';
  format: string;
  version: number;
  createdAt: string;
  engine: Database['kind'];
  migration: Level;
}
interface TableLine {
  '@': 'table';
  name: string;
  columns: string[];
}
interface SequenceLine {
  '@': 'sequence';
  name: string;
  lastValue: string;
  isCalled: boolean;
}
interface EndLine {
  '@': 'end';
  rows: Record<string, number>;
}
type Control = Header | TableLine | SequenceLine | EndLine;

const CONTROL = '{"@":';

/** A refusal to explain to the operator (one line, no stack). */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

/**
 * Tables that hold rows before anyone used the database: the national geography (loaded by the
 * migrations), the server's own settings (its key, written at start) and the traces of sign-in
 * attempts that reached no account. Rows elsewhere mean the database is in use.
 */
const NOT_DATA = new Set([
  'governorates',
  'delegations',
  'app_settings',
  'otp_challenges',
  'rate_limits',
]);

interface TableInfo {
  name: string;
  /** The columns a row is written with: all but the generated ones. */
  columns: string[];
  generated: string[];
  /** Rows with bytea columns (uploads) are fetched a few at a time. */
  bytes: boolean;
}

const tablesOf = async (db: Db): Promise<TableInfo[]> => {
  const rows = await rowsOf<{ name: string; columns: string; generated: string; bytes: boolean }>(
    db,
    sql`select c.relname as name,
          coalesce(json_agg(a.attname order by a.attnum) filter (where a.attgenerated = ''), '[]')::text as columns,
          coalesce(json_agg(a.attname) filter (where a.attgenerated <> ''), '[]')::text as generated,
          bool_or(a.atttypid = 'bytea'::regtype) as bytes
        from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        group by c.relname
        order by c.relname`,
  );
  return rows.map((row) => ({
    name: row.name,
    columns: JSON.parse(row.columns) as string[],
    generated: JSON.parse(row.generated) as string[],
    bytes: row.bytes,
  }));
};

const sequencesOf = async (db: Db) =>
  (
    await rowsOf<{ name: string }>(
      db,
      sql`select relname as name from pg_class
          where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
    )
  ).map((row) => row.name);

const list = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

/** Whether the database holds anything a restore would overwrite. */
export const hasData = async (db: Db) => {
  for (const table of await tablesOf(db)) {
    if (NOT_DATA.has(table.name)) continue;
    const [row] = await rowsOf<{ found: boolean }>(
      db,
      sql`select exists (select from ${sql.identifier(table.name)}) as found`,
    );
    if (row?.found) return true;
  }
  return false;
};

export interface Summary {
  level: Level;
  /** Rows per table. */
  rows: Record<string, number>;
}

/**
 * Writes a backup of the database to `file` (through `<file>.partial`, renamed once complete),
 * from one REPEATABLE READ transaction: a consistent copy while the servers keep running.
 */
export const writeBackup = async (database: Database, file: string): Promise<Summary> => {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipelineAsync(gzip, createWriteStream(partial));
  // A failed write (a full disk) destroys the gzip stream: the next `write` reports it.
  written.catch(() => undefined);
  const write = async (line: string) => {
    if (gzip.destroyed) throw gzip.errored ?? new Error('The backup file was closed');
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    const summary = await database.db.transaction(
      async (tx) => {
        const when = await appliedWhen(tx);
        if (when === null)
          throw new OpsError('The database has no migration applied: it is empty.');
        const level = levelAt(when);
        if (!level)
          throw new OpsError(
            `The database is at a migration this release does not know (newer than ${codeLevel().tag}): back up with the release that runs on it.`,
          );
        const header: Header = {
          '@': 'header',
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          engine: database.kind,
          migration: level,
        };
        await write(JSON.stringify(header));
        const rows: Record<string, number> = {};
        for (const table of await tablesOf(tx)) {
          await write(JSON.stringify({ '@': 'table', name: table.name, columns: table.columns }));
          const json = table.generated.length
            ? sql`to_jsonb(t) - array[${sql.join(
                table.generated.map((name) => sql`${name}`),
                sql`, `,
              )}]::text[]`
            : sql`to_jsonb(t)`;
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select (${json})::text as row from ${sql.identifier(table.name)} t`,
          );
          const fetch = sql.raw(`fetch forward ${table.bytes ? 8 : 1000} from backup_rows`);
          let count = 0;
          for (;;) {
            const batch = await rowsOf<{ row: string }>(tx, fetch);
            if (batch.length === 0) break;
            for (const { row } of batch) await write(row);
            count += batch.length;
          }
          await tx.execute(sql`close backup_rows`);
          rows[table.name] = count;
        }
        for (const name of await sequencesOf(tx)) {
          const [position] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
            tx,
            sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.identifier(name)}`,
          );
          if (!position) continue;
          const line: SequenceLine = { '@': 'sequence', name, ...position };
          await write(JSON.stringify(line));
        }
        await write(JSON.stringify({ '@': 'end', rows } satisfies EndLine));
        return { level, rows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await written;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
};

/** The lines of a gzip'd file; a damaged or truncated file throws while it is read. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const input = pipeline(createReadStream(file), createGunzip(), () => undefined);
  let parts: Buffer[] = [];
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      parts.push(chunk.subarray(start, end));
      yield Buffer.concat(parts).toString('utf8');
      parts = [];
      start = end + 1;
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
  }
  if (parts.length > 0) yield Buffer.concat(parts).toString('utf8');
}

/**
 * Reads the whole file once and checks it: a header of our format, every table's rows as many as
 * its last line says, nothing after it. Returns the header and the row counts; throws an OpsError
 * otherwise.
 */
export const checkBackup = async (
  file: string,
): Promise<{ header: Header; rows: EndLine['rows'] }> => {
  let header: Header | undefined;
  let table: string | undefined;
  const seen: Record<string, number> = {};
  let end: EndLine | undefined;
  try {
    for await (const line of linesOf(file)) {
      if (end) throw new Error('lines after the end');
      if (!line.startsWith(CONTROL)) {
        if (!table) throw new Error('a row outside any table');
        seen[table] = (seen[table] ?? 0) + 1;
        continue;
      }
      const control = JSON.parse(line) as Control;
      if (!header) {
        if (control['@'] !== 'header' || control.format !== FORMAT)
          throw new Error('not a back-office backup');
        if (control.version !== VERSION)
          throw new Error(`format version ${control.version}, this release reads ${VERSION}`);
        header = control;
      } else if (control['@'] === 'table') {
        table = control.name;
        seen[table] = 0;
      } else if (control['@'] === 'end') {
        end = control;
      }
    }
  } catch (error) {
    throw new OpsError(`${file} is not a usable backup: ${(error as Error).message}.`);
  }
  if (!header || !end) throw new OpsError(`${file} is not a usable backup: it is incomplete.`);
  const expected = JSON.stringify(Object.entries(end.rows).sort());
  if (JSON.stringify(Object.entries(seen).sort()) !== expected)
    throw new OpsError(`${file} is not a usable backup: its row counts do not match its rows.`);
  return { header, rows: end.rows };
};

interface Constraint {
  table: string;
  name: string;
}

/** Inserts the rows of the file (checked) into the emptied tables, within the transaction `tx`. */
const load = async (tx: Db, file: string) => {
  const tables = new Map((await tablesOf(tx)).map((table) => [table.name, table]));
  // Rows arrive table by table, whatever references whatever (users and subcontractors refer to
  // each other): foreign keys are checked at the end, and triggers (the holder counts, restored
  // as they were) stay off while loading. Both are put back as they were before the commit.
  const foreignKeys = await rowsOf<Constraint>(
    tx,
    sql`select c.relname as table, k.conname as name from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and not k.condeferrable and c.relnamespace = 'public'::regnamespace`,
  );
  const triggers = await rowsOf<Constraint>(
    tx,
    sql`select c.relname as table, t.tgname as name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and t.tgenabled <> 'D' and c.relnamespace = 'public'::regnamespace`,
  );
  const alter = (item: Constraint, change: string, after = '') =>
    tx.execute(
      sql`alter table ${sql.identifier(item.table)} ${sql.raw(change)} ${sql.identifier(item.name)} ${sql.raw(after)}`,
    );
  for (const key of foreignKeys) await alter(key, 'alter constraint', 'deferrable');
  await tx.execute(sql`set constraints all deferred`);
  for (const trigger of triggers) await alter(trigger, 'disable trigger');
  await tx.execute(sql`truncate ${list([...tables.keys()])}`);

  let current: TableLine | undefined;
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    const columns = list(current.columns);
    await tx.execute(
      sql`insert into ${sql.identifier(current.name)} (${columns}) overriding system value
          select ${columns} from jsonb_populate_recordset(null::${sql.identifier(current.name)}, ${`[${batch.join(',')}]`}::jsonb)`,
    );
    batch = [];
    size = 0;
  };
  for await (const line of linesOf(file)) {
    if (!line.startsWith(CONTROL)) {
      batch.push(line);
      size += line.length;
      if (batch.length >= 1000 || size >= 16_000_000) await flush();
      continue;
    }
    await flush();
    const control = JSON.parse(line) as Control;
    if (control['@'] === 'table') {
      const target = tables.get(control.name);
      const missing = control.columns.filter((column) => !target?.columns.includes(column));
      if (!target || missing.length > 0)
        throw new OpsError(
          `The backup's table ${control.name} does not fit this database (${target ? missing.join(', ') : 'no such table'}).`,
        );
      current = control;
    } else if (control['@'] === 'sequence') {
      await tx.execute(
        sql`select setval(quote_ident(${control.name})::regclass, ${control.lastValue}::bigint, ${control.isCalled})`,
      );
    }
  }
  await tx.execute(sql`set constraints all immediate`);
  for (const key of foreignKeys) await alter(key, 'alter constraint', 'not deferrable');
  for (const trigger of triggers) await alter(trigger, 'enable trigger');
};

/**
 * Restores a backup: checks the file, refuses a backup newer than this release or a database
 * that is newer than the backup or (unless `force`) holds data, migrates the database to the
 * backup's level, loads every row in one transaction (sequences set after), then applies this
 * release's later migrations. Runs under the lock the servers take for migrations.
 */
export const restoreBackup = async (
  database: Database,
  file: string,
  options: { force?: boolean } = {},
): Promise<Summary> => {
  const { header, rows } = await checkBackup(file);
  const level = levelAt(header.migration.when);
  if (!level || level.tag !== header.migration.tag)
    throw new OpsError(
      `The backup is at migration ${header.migration.tag}, newer than this release (${codeLevel().tag}): restore it with the release that made it, or a later one.`,
    );
  return database.exclusive(async () => {
    const { db } = database;
    const when = await appliedWhen(db);
    if (when !== null && when > level.when)
      throw new OpsError(
        `The database is at a later migration than the backup (${levelAt(when)?.tag ?? when} > ${level.tag}): restore into a new, empty database.`,
      );
    if (!options.force && (await hasData(db)))
      throw new OpsError(
        'The database already holds data: restore into an empty database, or add --force to replace its content with the backup.',
      );
    await migrateTo(database, level);
    await db.transaction((tx) => load(tx, file));
    await database.migrate();
    return { level, rows };
  });
};
