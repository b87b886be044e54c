import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Db } from '@server/db/client';

const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/oil-server', import.meta.url));

const migrationsHash = () => {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrations).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(join(migrations, name)));
  }
  hash.update(readFileSync(join(migrations, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated in-memory PGlite. A new cluster costs seconds; a copy of a migrated one, cached
 * per migration set, well under one.
 */
const templatePglite = async (): Promise<Database> => {
  const file = join(cacheDir, `pglite-${migrationsHash()}.tar.gz`);
  if (existsSync(file)) return openPglite({ loadDataDir: new Blob([readFileSync(file)]) });
  const database = await openPglite();
  await database.migrate();
  const dump = await database.dump?.();
  if (dump) {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return database;
};

/** A new, empty database on the server of `url`: its URL, and how to drop it. */
export const blankPostgres = async (url: string) => {
  const name = `oil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
};

/** A fresh database on the server of DATABASE_URL, one per test file, dropped at the end. */
const scratchPostgres = async (url: string): Promise<Database> => {
  const blank = await blankPostgres(url);
  const database = openPostgres(blank.url, 4);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await blank.drop();
    },
  };
};

export const testDatabase = () => {
  const url = process.env.DATABASE_URL;
  return url ? scratchPostgres(url) : templatePglite();
};

/**
 * Locks the holders table (a transaction holds it open) so that a holders list waits; the
 * answer releases it and resolves once the transaction has ended.
 */
export const lockHolders = async (db: Db) => {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const lock = db.transaction(async (tx) => {
    await tx.execute(sql`lock table holders in access exclusive mode`);
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return async () => {
    release();
    await lock;
  };
};
