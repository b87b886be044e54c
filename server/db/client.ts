import { mkdirSync } from 'node:fs';
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

/** The one query layer: the same drizzle API whether PGlite or a PostgreSQL server is behind. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `task` while holding a lock shared by every server instance on this database. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Refreshes the planner's statistics (and, with `vacuum`, the visibility map). */
  analyze(vacuum?: boolean): Promise<void>;
  /** PGlite only: the data folder as a tarball, to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_ID = 727_001;

export interface PgliteOptions {
  /** A folder for the data; in memory when absent. */
  dataDir?: string;
  /** A tarball made by `dump()`, to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

export const openPglite = async (options: PgliteOptions = {}): Promise<Database> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { logger: process.env.SQL_LOG === '1' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns a PGlite folder, and PGlite runs one query at a time.
    exclusive: (task) => task(),
    close: () => client.close(),
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

export const openPostgres = (url: string, poolSize = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server closes (restart, failover) must not crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
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

export const openDatabase = (options: { databaseUrl?: string; dataDir?: string }) =>
  options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite({ dataDir: options.dataDir });

export const ping = async (db: Db) => {
  await db.execute(sql`select 1`);
};
