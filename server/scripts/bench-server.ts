// A reference server of its own for a benchmark: a fresh database seeded with `holders`
// holders (PGlite in a temporary folder, or DATABASE_URL), started in its own process on
// loopback, and a super administrator's token.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const GRAND_TUNIS = 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d';

/** Resident memory of a process, in MB. */
export const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** CPU time (user + system) a process has used, in ms; /proc counts it in 10 ms ticks. */
export const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The PostgreSQL server of DATABASE_URL (its postmaster's pid), when on this machine. */
export const postgresPid = async () => {
  if (!process.env.DATABASE_URL) return undefined;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const status = readFileSync(`/proc/${rows[0]!.pid}/status`, 'utf8');
  await client.end();
  return Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
};

/**
 * CPU time of a PostgreSQL server, in ms: its processes alive (backends, writers, autovacuum)
 * and those that ended (the postmaster's reaped children: parallel workers, closed backends).
 */
const clusterCpuMs = (postmaster: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .reduce((sum, name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const ticks = (from: number, to: number) =>
          stat.slice(from, to + 1).reduce((total, field) => total + Number(field), 0);
        if (Number(name) === postmaster) return sum + ticks(11, 14) * 10;
        return Number(stat[1]) === postmaster ? sum + ticks(11, 12) * 10 : sum;
      } catch {
        return sum; // gone meanwhile
      }
    }, 0);

export interface BenchServer {
  base: string;
  pid: number;
  token: string;
  /** Seconds from spawn to ready, seeding included. */
  startup: number;
  stop: () => void;
}

export async function startBenchServer(holders: number, port: number): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'oil-bench-'));
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_HOLDERS: String(holders),
      NODE_ENV: 'development',
      DEV_OUTBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // SIGTERM drains the server; its data goes once it has exited.
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  server.on('exit', removeData);
  const stop = () => void server.kill('SIGTERM');
  process.on('exit', () => {
    server.kill('SIGKILL');
    removeData();
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready at')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const startup = (performance.now() - started) / 1000;
  return { base, pid: server.pid ?? 0, token: await signIn(base), startup, stop };
}

async function signIn(base: string) {
  const json = async <T>(path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const login = 'superadmin@collecte-huile.tn';
  const { otp } = await json<{ otp: string }>(
    '/api/v1/auth/signin',
    post({ login, password: 'Super#2026' }),
  );
  const [mail] = await json<{ code: string }[]>(`/__dev/outbox?to=${login}`);
  const session = await json<{ token: string }>(
    '/api/v1/auth/verify-otp',
    post({ hashedOtp: otp, inputOtp: mail?.code }),
  );
  return session.token;
}

export const API_SCENARIOS = [
  ['first page, default sort (name)', '/api/v1/holders?limit=10'],
  ['page 500 of 20, sorted by city', '/api/v1/holders?page=500&limit=20&sortField=city'],
  ['search "marsa"', '/api/v1/holders?query=marsa&limit=10'],
  [
    'zone + status filters, newest first',
    `/api/v1/holders?zoneId=${GRAND_TUNIS}&status=PLANNED&sortField=updatedAt&sortOrder=desc`,
  ],
] as const;

export interface Measure {
  label: string;
  /** Processes whose CPU time per request is reported (servers, proxy). */
  processes: { name: string; pid: number }[];
  /** The postmaster of DATABASE_URL, to report PostgreSQL's CPU time per request. */
  postgres?: number;
}

/** One autocannon run, printed as one line: latency, throughput, CPU time per request. */
export async function measure(
  url: string,
  token: string,
  connections: number,
  seconds: number,
  { label, processes, postgres }: Measure,
) {
  const cpu = () => [
    ...processes.map(({ pid }) => cpuMsOf(pid)),
    ...(postgres ? [clusterCpuMs(postgres)] : []),
  ];
  const before = cpu();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const used = cpu().map((after, index) => (after - before[index]!) / result.requests.total);
  const names = [...processes.map(({ name }) => name), ...(postgres ? ['PostgreSQL'] : [])];
  const perRequest = names.map((name, index) => `${name} ${used[index]!.toFixed(2)}`).join(', ');
  console.log(
    `  ${label.padEnd(14)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${result.requests.average.toFixed(0).padStart(5)} req/s  non-2xx ${result.non2xx + result.errors}  CPU ms/request: ${perRequest}`,
  );
  return result;
}

/**
 * autocannon on loopback, two lines per scenario: latency as one user sees it (1 connection,
 * requests one after the other) and under load (10 connections at once).
 */
export async function measureApi(server: BenchServer, seconds: number) {
  const postgres = await postgresPid();
  for (const [name, path] of API_SCENARIOS) {
    console.log(name);
    for (const connections of [1, 10]) {
      await measure(`${server.base}${path}`, server.token, connections, seconds, {
        label: `${connections} connection${connections > 1 ? 's' : ''}`,
        processes: [{ name: 'server', pid: server.pid }],
        postgres,
      });
    }
  }
}

/**
 * A holder with `entries` history entries of its own: as many updates through the API, 10 at a
 * time, each changing the storage capacity to a value of its own. Answers the holder's id.
 */
export async function holderWithHistory(server: BenchServer, entries: number) {
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const list = await fetch(`${server.base}/api/v1/holders?limit=1`, { headers });
  const { items } = (await list.json()) as { items: { id: string }[] };
  const id = items[0]!.id;
  let next = 0;
  const worker = async () => {
    while (next < entries) {
      next += 1;
      const n = next;
      const response = await fetch(`${server.base}/api/v1/holders/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ storageCapacity: 100_000 + n }),
      });
      if (!response.ok) throw new Error(`update ${n}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return id;
}

/** The round-robin proxy of bench-proxy.ts on `port`, in front of `targets`. */
export async function startProxy(port: number, targets: string[]) {
  const proxy = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/scripts/bench-proxy.ts', String(port), ...targets],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    proxy.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('proxy ready')) resolve();
    });
    proxy.on('exit', (code) => reject(new Error(`proxy exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: proxy.pid ?? 0, stop: () => proxy.kill() };
}

/**
 * A depot whose ledger holds `entries` movements over three years (vouchers in, shipments out,
 * losses), written straight into DATABASE_URL (the balance trigger off meanwhile, the depot's
 * quantity set once at the end). Answers the depot's id.
 */
export async function depotWithLedger(entries: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from relay_depots order by code limit 1',
    );
    const depotId = rows[0]!.id;
    await client.query('begin');
    await client.query('alter table stock_entries disable trigger stock_entries_balance');
    await client.query(
      `insert into stock_entries (relay_depot_id, kind, occurred_on, litres, kg, density, voucher_id, reason)
       select $1, k.kind, date '2024-01-01' + (i * 1095 / $2), k.litres, k.litres * 0.92, 0.92,
         case when k.kind = 'IN' then v.ids[1 + i % array_length(v.ids, 1)] end,
         case when k.kind = 'ADJUSTMENT' then 'Purge' end
       from generate_series(0, $2 - 1) i
       cross join (select array_agg(id) as ids from removal_vouchers) v
       cross join lateral (select (array['IN', 'OUT', 'ADJUSTMENT'])[1 + i % 3] as kind,
         (array[100, -50, -1])[1 + i % 3]::float8 as litres) k`,
      [depotId, entries],
    );
    await client.query(
      `update relay_depots set quantity = (select sum(litres) from stock_entries where relay_depot_id = $1) where id = $1`,
      [depotId],
    );
    await client.query('alter table stock_entries enable trigger stock_entries_balance');
    await client.query('commit');
    await client.query('analyze stock_entries');
    return depotId;
  } finally {
    await client.end();
  }
}
