// The removal-voucher list in-process on PostgreSQL (DATABASE_URL, see with-postgres.sh): the demo
// seeded with SEED_HOLDERS holders (20,000), then a year of monthly pickups at each of them
// (240,000 vouchers, one in nine far above its holder's usual month or capacity), then each list
// request BENCH_ROUNDS times (200) one after the other; p50 and p99 in milliseconds.
//   npm run bench:vouchers
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { createDelivery } from '../auth/delivery';
import { createSession } from '../auth/sessions';
import { configFrom } from '../config';
import { openDatabase } from '../db/client';
import { removalVouchers, users } from '../db/schema';
import { silentLogger } from '../deps';
import { ensureSeeded } from '../seed/demo';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set: run it under server/scripts/with-postgres.sh');
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const holderCount = Number(process.env.SEED_HOLDERS ?? 20_000);
const config = configFrom({});

const setup = await openDatabase({ databaseUrl: url, timeouts: false });
await setup.exclusive(() => setup.migrate());
await ensureSeeded(setup, {
  holders: holderCount,
  scryptCost: config.scryptCost,
  log: silentLogger,
});
const loading = performance.now();
// Twelve months of pickups at every holder that has a company, in one statement.
await setup.db.execute(sql`
  insert into removal_vouchers (number, extracted_tanks, due_sum, holder_id, removal_date, status,
    subcontractor_id, actual_subcontractor_id, signature)
  select 'BENCH-' || h.number || '-' || m, jsonb_build_array(jsonb_build_object('tankNumber', 1,
      'extractedQuantity', case when (hashtext(h.id::text) + m) % 9 = 0 then 4 * h.storage_capacity
        else 0.3 * h.storage_capacity + (hashtext(h.id::text || m) & 15) end)),
    10, h.id, date '2025-12-05' + make_interval(months => m),
    (case when m = 11 then 'AWAITING' when m % 7 = 3 then 'NOT_CONFIRMED' else 'CONFIRMED' end)::removal_voucher_status,
    h.subcontractor_id, h.subcontractor_id, '/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png'
  from holders h cross join generate_series(0, 11) m where h.subcontractor_id is not null`);
const loaded = (performance.now() - loading) / 1000;
await setup.analyze(true);
await setup.close();

const database = await openDatabase({ databaseUrl: url });
const db = database.db;
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
const headers = { authorization: `Bearer ${await createSession(db, admin!.id, 'SIGN_IN', 3600)}` };
const [{ count } = { count: 0 }] = await db
  .select({ count: sql<number>`count(*)::int` })
  .from(removalVouchers);

console.log(
  `\n${count} vouchers at ${holderCount} holders (the year's pickups inserted in ${loaded.toFixed(1)} s); ${rounds} requests each, in-process, one after the other\n`,
);
console.log('| request | items | total | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: | ---: |');
for (const query of [
  'limit=10',
  'limit=100',
  'limit=10&page=500',
  'limit=10&status=AWAITING',
  'limit=10&flagged=true',
  'limit=10&flag=OVER_CAPACITY',
  'limit=10&flag=UNUSUAL_MONTH',
  'limit=10&flagged=true&status=AWAITING',
]) {
  const path = `/api/v1/removal-vouchers?${query}`;
  const get = async () => {
    const response = await app.request(path, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as { items: unknown[]; meta: { totalItems: number } };
  };
  const first = await get();
  for (let i = 0; i < 20; i += 1) await get();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  console.log(
    `| \`${query}\` | ${first.items.length} | ${first.meta.totalItems} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} |`,
  );
}
await database.close();
