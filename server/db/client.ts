import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * The one query layer: the same drizzle API whether PGlite or a PostgreSQL server is behind.
 * Why PGlite by default and PostgreSQL for scale:
 * docs/decisions/0008-pglite-by-default-postgresql-for-scale.md.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (the committed ones by default) not yet applied. */
  migrate(folder?: string): Promise<void>;
  /** Runs `task` while holding a lock shared by every server instance on this database. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Refreshes the planner's statistics (and, with `vacuum`, the visibility map). */
  analyze(vacuum?: boolean): Promise<void>;
  /** PGlite only: the data folder as a tarball, to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_ID = 727_001;

export interface PgliteOptions {
  /** A folder for the data; in memory when absent. */
  dataDir?: string;
  /** A tarball made by `dump()`, to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The PGlite folder is open in another process. */
export class DatabaseInUse extends Error {
  constructor(dataDir: string, owner: number) {
    super(
      `The database in ${dataDir} is open in process ${owner}: stop that server (or command) first.`,
    );
    this.name = 'DatabaseInUse';
  }
}

/**
 * One process at a time on a PGlite folder (a second one would corrupt it, and PGlite does not
 * check): `<folder>.lock` holds the owner's process id while it is open.
 */
const lockFolder = (dataDir: string) => {
  const lock = `${dataDir}.lock`;
  let owner = NaN;
  try {
    owner = Number(readFileSync(lock, 'utf8'));
  } catch {
    // No lock: the folder is free.
  }
  if (owner && owner !== process.pid && isRunning(owner)) throw new DatabaseInUse(dataDir, owner);
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
};

export const openPglite = async (options: PgliteOptions = {}): Promise<Database> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockFolder(options.dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { logger: process.env.SQL_LOG === '1' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) =>
      migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    // One process owns a PGlite folder, and PGlite runs one query at a time.
    exclusive: (task) => task(),
    close: () => client.close().finally(unlock),
    // PGlite has no autovacuum: statistics and the visibility map are only what we refresh.
    analyze: async (vacuum = false) => {
      await client.exec(vacuum ? 'vacuum analyze' : 'analyze');
    },
    dump: async () => {
      const file = await client.dumpDataDir('gzip');
      return new Blob([await file.arrayBuffer()]);
    },
  };
};

/** How long a request waits on PostgreSQL before it is answered 503 (milliseconds). */
export interface PgTimeouts {
  /** For a connection (a free one from the pool, or a new one, handshake included). */
  connect: number;
  /** Server side: a statement running longer is cancelled. */
  statement: number;
  /** Client side: a server that does not answer at all (network gone, host frozen). */
  query: number;
  /** Server side: a transaction left idle this long is ended, with its locks. */
  idleInTransaction: number;
}

/** A request that waits on the database fails within about 4 s (503), never hangs. */
export const SERVING_TIMEOUTS: PgTimeouts = {
  connect: 2000,
  statement: 3500,
  query: 4000,
  idleInTransaction: 10_000,
};

/**
 * A pool on a PostgreSQL server. `timeouts` bound every wait (the serving pool); `false` is for
 * migrations, the seed and ANALYZE, which may run long.
 */
export const openPostgres = (
  url: string,
  poolSize = 10,
  timeouts: PgTimeouts | false = SERVING_TIMEOUTS,
): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connect,
          statement_timeout: timeouts.statement,
          query_timeout: timeouts.query,
          idle_in_transaction_session_timeout: timeouts.idleInTransaction,
        }
      : {
          // Setup commits wait for their WAL flush even on a server with synchronous_commit
          // off: until it, the rows of a commit (or of its neighbours in the commit log) get no
          // hint bits, and the VACUUM after the seed could not mark their pages all-visible
          // (index-only scans would read the heap).
          options: '-c synchronous_commit=on',
        }),
  });
  // An idle connection that the server closes (restart, failover) must not crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) =>
      migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
    exclusive: async (task) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [LOCK_ID]);
        return await task();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
    analyze: async (vacuum = false) => {
      await pool.query(vacuum ? 'vacuum analyze' : 'analyze');
    },
  };
};

export const openDatabase = (options: {
  databaseUrl?: string;
  dataDir?: string;
  timeouts?: PgTimeouts | false;
}) =>
  options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, 10, options.timeouts))
    : openPglite({ dataDir: options.dataDir });

export const ping = async (db: Db) => {
  await db.execute(sql`select 1`);
};

/** When the last migration of this build was written (drizzle records it with each applied one). */
const lastMigration = () => {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
};

/** True when the database answers and has every migration of this build applied. */
export const migrated = async (db: Db) => {
  // Both drivers answer { rows }.
  const { rows } = (await db.execute(
    sql`select exists(select 1 from drizzle.__drizzle_migrations where created_at >= ${lastMigration()}) as done`,
  )) as { rows: { done: boolean }[] };
  return rows[0]?.done === true;
};
