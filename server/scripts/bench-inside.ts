// What a holders-list request does inside, as Markdown on stdout, on PostgreSQL (DATABASE_URL,
// see with-postgres.sh), seeding SEED_HOLDERS holders (100,000) into an empty database:
//   1. every SQL statement each scenario of the benchmark sends, with EXPLAIN (ANALYZE, BUFFERS);
//   2. where the time of a first-page request goes: the app called in-process (no HTTP), one
//      request after the other, each part measured on its own (mean of BENCH_ROUNDS, 500).
//   server/scripts/with-postgres.sh npx tsx server/scripts/bench-inside.ts
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ListHoldersQueryParams } from '@generated/zod/holders/holders.zod';
import { createApp } from '../app';
import { createDelivery } from '../auth/delivery';
import { createSession } from '../auth/sessions';
import { configFrom } from '../config';
import { openDatabase, type Db } from '../db/client';
import { holders, users } from '../db/schema';
import { silentLogger } from '../deps';
import { parseWith } from '../http/validation';
import type { Principal } from '../permissions/policy';
import { holderSelect, serializeHolder } from '../resources/holders/serialize';
import { ensureSeeded } from '../seed/demo';
import { API_SCENARIOS } from './bench-server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set: run it under server/scripts/with-postgres.sh');
const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
const config = configFrom({});

const setup = await openDatabase({ databaseUrl: url, timeouts: false });
await setup.exclusive(() => setup.migrate());
const holderCount = Number(process.env.SEED_HOLDERS ?? 100_000);
const seeded = await ensureSeeded(setup, {
  holders: holderCount,
  scryptCost: config.scryptCost,
  log: silentLogger,
});
await setup.analyze(seeded);
await setup.close();

// The app on a pool of its own whose every statement is recorded.
const pool = new pg.Pool({ connectionString: url, max: 10 });
let statements: { query: string; params: unknown[] }[] | undefined;
const db = drizzle(pool, {
  logger: { logQuery: (query, params) => void statements?.push({ query, params }) },
}) as unknown as Db;
const app = createApp({
  db,
  config,
  delivery: createDelivery(db, config, silentLogger),
  secret: randomBytes(32),
  log: silentLogger,
});
const [admin] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'superadmin@collecte-huile.tn'));
const token = await createSession(db, admin!.id, 'SIGN_IN', 3600);
const headers = { authorization: `Bearer ${token}` };
const get = async (path: string, extra: Record<string, string> = {}) => {
  const response = await app.request(path, { headers: { ...headers, ...extra } });
  await response.arrayBuffer();
  return response;
};

const { rows: version } = await pool.query<{ v: string }>(`select version() as v`);
console.log(`# Query plans of the holders list, ${holderCount} holders\n`);
console.log(
  `${version[0]!.v}; EXPLAIN (ANALYZE, BUFFERS) of each statement, after one warm-up request.\n`,
);
for (const [name, path] of API_SCENARIOS) {
  await get(path);
  statements = [];
  const response = await get(path);
  const sent = statements;
  statements = undefined;
  console.log(`## ${name}\n\n\`GET ${path}\` → ${response.status}, ${sent.length} statements\n`);
  for (const { query, params } of sent) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query}`,
      params,
    );
    console.log('```sql\n' + query + '\n```\n');
    console.log('```\n' + rows.map((row) => row['QUERY PLAN']).join('\n') + '\n```\n');
  }
}

/** Mean time of `task` in microseconds, after a warm-up. */
const time = async (task: () => unknown) => {
  for (let i = 0; i < 50; i += 1) await task();
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) await task();
  return ((performance.now() - started) / rounds) * 1000;
};

const firstPage = API_SCENARIOS[0][1];
const unknown = '/api/v1/no-such-resource';
const superAdmin = { role: 'SUPER_ADMIN', status: 'ACTIVE' } as Principal;
const ids = (
  await db.select({ id: holders.id }).from(holders).orderBy(holders.name, holders.id).limit(10)
).map((row) => row.id);
const rows = await holderSelect(db).where(inArray(holders.id, ids));
const body = () => ({
  items: rows.map((row) => serializeHolder(row, superAdmin)),
  meta: {
    page: 1,
    limit: 10,
    totalItems: 100_000,
    totalPages: 10_000,
    hasNext: true,
    hasPrev: false,
  },
});
const gzip = async (text: string) =>
  new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();

const whole = await time(() => get(firstPage));
const compressed = await time(() => get(firstPage, { 'accept-encoding': 'gzip' }));
const bare = await time(() => app.request(unknown));
const signedIn = await time(() => get(unknown));
const validation = await time(() => parseWith(ListHoldersQueryParams, { limit: '10' }, 'fr'));
const serialisation = await time(() => JSON.stringify(body()));
const compression = await time(() => gzip(JSON.stringify(body())));
const ping = await time(() => db.execute(sql`select 1`));
const rest = whole - signedIn - validation - serialisation;
const size = JSON.stringify(body()).length;

const line = (part: string, us: number) =>
  console.log(`| ${part} | ${us.toFixed(0)} | ${((us / whole) * 100).toFixed(0)} % |`);
console.log(`## Where a first-page request's time goes\n`);
console.log(
  `\`GET ${firstPage}\` (${size} bytes of JSON), the app in-process, sequential, mean of ${rounds}.\n`,
);
console.log('| part | µs | of the whole |\n| --- | ---: | ---: |');
line('the whole request, uncompressed', whole);
line('routing, middlewares, security headers (a 404 without a token)', bare);
line('the session lookup (a 404 with a token, less the above)', signedIn - bare);
line('query validation (zod)', validation);
line('serialisation (10 holders) and JSON.stringify', serialisation);
line('the list: permission check, its SQL and the database (the rest)', rest);
line('response validation (none: only the tests check answers)', 0);
line('compression: gzip of the body alone', compression);
line(
  'compression: the whole request with Accept-Encoding: gzip, less uncompressed',
  compressed - whole,
);
console.log(`\nOne \`select 1\` round trip through drizzle and pg: ${ping.toFixed(0)} µs.`);
await pool.end();
