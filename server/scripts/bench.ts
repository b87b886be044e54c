// npm run bench:api — seeds a fresh database with SEED_HOLDERS holders (100,000 by default),
// starts the server in its own process on loopback, and measures the holders list with
// autocannon (1 then 10 connections, BENCH_SECONDS each). With DATABASE_URL (see with-postgres.sh)
// the database is that PostgreSQL, otherwise PGlite in a temporary folder.
import { measureApi, rssOf, startBenchServer } from './bench-server';

const holders = Number(process.env.SEED_HOLDERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startBenchServer(holders, Number(process.env.BENCH_PORT ?? 3999));
try {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${database}, ${holders} holders: seeded and started in ${server.startup.toFixed(0)} s; memory at rest ${rssOf(server.pid).toFixed(0)} MB RSS`,
  );
  console.log(`autocannon: 1 then 10 connections, ${seconds} s each, loopback\n`);
  await measureApi(server, seconds);
  console.log(`\nmemory after the runs: ${rssOf(server.pid).toFixed(0)} MB RSS`);
} finally {
  server.stop();
}
