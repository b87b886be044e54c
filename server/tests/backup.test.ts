// @vitest-environment node
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { readSettings, type Settings } from '../config';
import { openPglite } from '../db/client';
import {
  devOutbox,
  holderDeclarations,
  holderNonCompliance,
  relayDepots,
  stockPeriods,
  holders,
  idempotencyKeys,
  otpChallenges,
  rateLimits,
  removalVouchers,
  uploads,
  users,
  voucherAmendments,
} from '../db/schema';
import { writeHistory } from '../history/write';
import { backup } from '../ops/backup';
import { openConfigured, withDatabase } from '../ops/support/cli';
import { appliedWhen, knownLevels, migrateTo, rowsOf } from '../ops/support/levels';
import { migrate } from '../ops/migrate';
import { move } from '../ops/move';
import { restore } from '../ops/restore';
import { ensureSeeded } from '../seed/demo';
import { blankPostgres } from './support/database';

/**
 * The commands as an operator runs them, on the engine the suite runs on (PostgreSQL when
 * DATABASE_URL is set, PGlite otherwise), each database a new one.
 */
const serverUrl = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'oil-backup-test-'));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

/** Settings naming a new, empty database: a PGlite folder, or a database on the server. */
const newDatabase = async (engine: 'pglite' | 'postgres' = serverUrl ? 'postgres' : 'pglite') => {
  const dataDir = mkdtempSync(join(work, 'data-'));
  if (engine === 'pglite') return readSettings({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const blank = await blankPostgres(serverUrl!);
  drops.push(blank.drop);
  return readSettings({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: blank.url });
};

const BIG = randomBytes(300_000);
const BIG_NAME = `${randomUUID()}.png`;

/**
 * A database left at migration 0006 (before the holder counts of 0007) with a few holders and an
 * upload, written for that migration's tables: the seed follows the latest schema.
 */
const EARLIER = '0006_voucher_decision_comment';
const fillAt0006 = (settings: Settings) =>
  withDatabase(openConfigured(settings), async (database) => {
    await migrateTo(
      database,
      knownLevels().find((level) => level.tag === EARLIER)!,
    );
    const { db } = database;
    await db.execute(sql`
      with region as (insert into regions (name) values ('Nord') returning id),
        zone as (insert into zones (name, region_id) select 'Grand Tunis', id from region returning id),
        governorate as (insert into governorates (name) values ('Tunis') returning id),
        delegation as (
          insert into delegations (name, zone_id, governorate_id)
          select 'La Marsa', zone.id, governorate.id from zone, governorate returning id)
      insert into holders (name, address, oil_type, storage_capacity, contact, sector_code,
        sector_s_act_code, identification_date, subcontractor_assignment_start_date, postal_code,
        city, net_amount, latest_tank_assignment, latest_tank_assignment_date, contact_phone,
        contact_email, number, delegation_id, status, supplier_status, category,
        collect_frequency_type, collect_frequency_number)
      select 'Café ' || n, 'Rue ' || n, 'Végétale', 200, 'Contact', 'A', 'B', now(), now(), 2070,
        'La Marsa', 10, 'T-' || n, now(), '+216 71 000 000', 'c@test.tn', 'H-' || n,
        delegation.id, (array['PENDING', 'COLLECTED']::holder_status[])[1 + n % 2], 'ACTIVE',
        'EXCLUSIVE', 'WEEKLY', 1
      from delegation, generate_series(1, 5) as n`);
    await db.execute(
      sql`insert into uploads (file_name, content_type, size, data)
          values (${BIG_NAME}, 'image/png', ${BIG.length}, ${BIG})`,
    );
  });

/**
 * The demo data, and rows in the tables it leaves empty; uploads of random bytes beyond what one
 * fetch reads.
 */
const fill = (settings: Settings) =>
  withDatabase(openConfigured(settings), async (database) => {
    await database.migrate();
    await ensureSeeded(database, { holders: 12, scryptCost: 2 ** 10 });
    const { db } = database;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    await createSession(db, user!.id, 'SIGN_IN', 3600);
    await db.insert(otpChallenges).values({
      id: 'challenge',
      purpose: 'SIGN_IN',
      codeHash: 'x',
      expiresAt: sql`now() + interval '5 minutes'`,
    });
    await db
      .insert(rateLimits)
      .values({ key: 'signin:ip:127.0.0.1', windowStart: new Date(), count: 3 });
    await db.insert(idempotencyKeys).values({
      userId: user!.id,
      operation: 'createHolder',
      key: 'key',
      requestHash: 'hash',
      statusCode: 201,
      response: { id: 'x', nested: [1, 'é'] },
    });
    await db.insert(devOutbox).values({ recipient: 'a@test.tn', subject: 'Code', body: 'b' });
    // The history is append-only (a trigger refuses UPDATE and DELETE): a restore still loads it.
    await writeHistory(
      db,
      { actor: { id: user!.id, role: 'SUPER_ADMIN' }, address: '197.2.41.18' },
      { action: 'SIGN_IN', recordKind: 'user', recordId: user!.id, recordLabel: 'A', changes: [] },
    );
    const files = [BIG_NAME, ...Array.from({ length: 9 }, () => `${randomUUID()}.png`)];
    // Not the big one, which a test below deletes.
    const [, signature] = await db
      .insert(uploads)
      .values(
        files.map((fileName, index) => {
          const data = index === 0 ? BIG : randomBytes(1000 + index);
          return { fileName, contentType: 'image/png', size: data.length, data };
        }),
      )
      .returning({ id: uploads.id });
    // The auditor's records, which the demo data does not make.
    const [holder] = await db.select({ id: holders.id }).from(holders).limit(1);
    await db.insert(holderDeclarations).values({
      holderId: holder!.id,
      signedOn: '2026-11-02',
      signerName: 'Mohamed Ben Ali',
      signerRole: 'Gérant',
      signatureUploadId: signature!.id,
      textVersion: '2026-1',
      overTenTonnes: false,
      animalFat: true,
      createdById: user!.id,
    });
    await db.insert(holderNonCompliance).values({
      holderId: holder!.id,
      since: '2026-11-03',
      reason: 'Liste ISCC',
      isccReference: 'ISCC-NC-1',
      createdById: user!.id,
    });
    const [voucher] = await db.select({ id: removalVouchers.id }).from(removalVouchers).limit(1);
    await db.insert(voucherAmendments).values({
      voucherId: voucher!.id,
      authorId: user!.id,
      authorRole: 'SUPER_ADMIN',
      reason: 'Pesée au dépôt',
      before: { dueSum: 1 },
      after: { dueSum: 2 },
    });
    // A depot's closed period (its ledger's opening entries are the demo's).
    const [depot] = await db.select({ id: relayDepots.id }).from(relayDepots).limit(1);
    await db.insert(stockPeriods).values({
      relayDepotId: depot!.id,
      fromDay: '2024-01-01',
      toDay: '2024-01-31',
      closedById: user!.id,
    });
  });

type Counts = Record<string, number>;

const counts = (db: Parameters<typeof rowsOf>[0]) =>
  rowsOf<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  ).then(async (tables) => {
    const result: Counts = {};
    for (const { name } of tables) {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${sql.identifier(name)}`,
      );
      result[name] = row!.count;
    }
    return result;
  });

/** Every table's row count, the big upload's bytes, the holder counts kept by triggers. */
const state = (settings: Settings) =>
  withDatabase(openConfigured(settings), async ({ db }) => {
    const [upload] = await db.select().from(uploads).where(eq(uploads.fileName, BIG_NAME));
    const holderCounts = await rowsOf<{ delegation: string; status: string; live: number }>(
      db,
      sql`select delegation_id::text as delegation, status::text as status, live
          from holder_counts order by 1, 2`,
    );
    return { counts: await counts(db), bytes: upload?.data, holderCounts };
  });

/** The backup's content after its header (which carries the time it was made). */
const body = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(1);

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => (error as Error).message,
  );

// A new PGlite costs seconds to open, and each step opens one, as the commands do.
describe('db:backup and db:restore', { timeout: 120_000 }, () => {
  let source: Settings;
  let before: Awaited<ReturnType<typeof state>>;
  let file: string;
  let made: Awaited<ReturnType<typeof backup>>;

  beforeAll(async () => {
    source = await newDatabase();
    await fill(source);
    before = await state(source);
    file = join(work, 'backup.jsonl.gz');
    made = await backup(source, file);
  }, 180_000);

  it("backs up, and a restore into the emptied database gives every table's rows and an upload's bytes back", async () => {
    // Every table has rows, so that each one is shown to come back.
    expect(Object.entries(before.counts).filter(([, count]) => count === 0)).toEqual([]);
    expect(before.bytes).toEqual(BIG);
    expect(made.rows).toEqual(before.counts);

    await withDatabase(openConfigured(source), async ({ db }) => {
      const tables = Object.keys(before.counts).map((name) => sql.identifier(name));
      await db.execute(sql`truncate ${sql.join(tables, sql`, `)}`);
      expect(Object.values(await counts(db)).every((count) => count === 0)).toBe(true);
    });

    await restore(source, file);
    const after = await state(source);
    expect(after.counts).toEqual(before.counts);
    expect(after.bytes).toEqual(BIG);
    expect(after.holderCounts).toEqual(before.holderCounts);
    // Every row, value and sequence position is as it was: a new backup reads the same.
    const again = join(work, 'again.jsonl.gz');
    await backup(source, again);
    expect(body(again)).toEqual(body(file));
  });

  it('refuses a database that holds data unless forced, then replaces its content', async () => {
    expect(await rejection(restore(source, file))).toMatch(/already holds data/);
    await withDatabase(openConfigured(source), async ({ db }) => {
      await db.delete(uploads).where(eq(uploads.fileName, BIG_NAME));
      await db.update(holders).set({ deletedAt: new Date() });
    });
    expect(await state(source)).not.toEqual(before);
    await restore(source, file, { force: true });
    expect(await state(source)).toEqual(before);
  });

  it('applies the migrations into a new database, and refuses a backup newer than the release', async () => {
    const target = await newDatabase();
    await restore(target, file);
    expect(await state(target)).toEqual(before);
    // Its sequences too go on from where the backed-up ones were.
    const copy = join(work, 'copy.jsonl.gz');
    await backup(target, copy);
    expect(body(copy)).toEqual(body(file));
    expect((await migrate(target)).before).toBe(knownLevels().at(-1)!.tag);

    const newer = join(work, 'newer.jsonl.gz');
    const [header, ...rest] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const future = {
      ...(JSON.parse(header!) as object),
      migration: { tag: '9999_future', when: 9e15 },
    };
    writeFileSync(newer, gzipSync([JSON.stringify(future), ...rest].join('\n')));
    const blank = await newDatabase();
    expect(await rejection(restore(blank, newer))).toMatch(
      /backup is at migration 9999_future, newer than this release/,
    );
    await withDatabase(openConfigured(blank), async ({ db }) =>
      expect(await appliedWhen(db)).toBeNull(),
    );
  });

  it('refuses a truncated file before touching the database', async () => {
    const truncated = join(work, 'truncated.jsonl.gz');
    const bytes = readFileSync(file);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await newDatabase();
    expect(await rejection(restore(target, truncated))).toMatch(/is not a usable backup/);
    await withDatabase(openConfigured(target), async ({ db }) =>
      expect(await appliedWhen(db)).toBeNull(),
    );
  });

  it("restores a backup of an earlier migration at its level, then applies the release's later migrations", async () => {
    const old = await newDatabase();
    await fillAt0006(old);
    const oldFile = join(work, 'old.jsonl.gz');
    const made = await backup(old, oldFile);
    expect(made.level.tag).toBe(EARLIER);
    expect(made.rows).not.toHaveProperty('holder_counts');

    const target = await newDatabase();
    expect((await restore(target, oldFile)).level.tag).toBe(EARLIER);
    const after = await state(target);
    expect(after.bytes).toEqual(BIG);
    expect(after.counts.holders).toBe(5);
    // 0007 counted the restored holders.
    expect(after.holderCounts.map((row) => [row.status, row.live]).sort()).toEqual([
      ['COLLECTED', 3],
      ['PENDING', 2],
    ]);
    await withDatabase(openConfigured(target), async ({ db }) =>
      expect(await appliedWhen(db)).toBe(knownLevels().at(-1)!.when),
    );
  });
});

describe.runIf(serverUrl)('db:move', () => {
  it('moves a PGlite database into PostgreSQL, every row and upload with it', async () => {
    const source = await newDatabase('pglite');
    await fill(source);
    const before = await state(source);
    const target = await newDatabase('postgres');
    const moved = await move({ ...target, DATA_DIR: source.DATA_DIR });
    expect(moved.rows).toEqual(before.counts);
    expect(await state(target)).toEqual(before);
    // The PGlite folder stays as it was.
    expect(await state(source)).toEqual(before);
  }, 180_000);
});

describe('a PGlite folder', () => {
  it('is opened by one process at a time: a command refuses while another one holds it', async () => {
    const settings = await newDatabase('pglite');
    const folder = join(settings.DATA_DIR, 'pglite');
    // A live process other than this one (the test runner's parent) holds the folder.
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(await rejection(backup(settings, join(work, 'held.jsonl.gz')))).toBe(
      `The database in ${folder} is open in process ${process.ppid}: stop that server (or command) first.`,
    );
    // A lock left by a process that has ended is taken over, and given back on closing.
    writeFileSync(`${folder}.lock`, '999999999');
    const database = await openPglite({ dataDir: folder });
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
