// npm run bench:api — seeds a fresh database with SEED_HOLDERS holders (100,000 by default),
// starts the server in its own process on loopback, and measures the holders list with
// autocannon (10 connections, BENCH_SECONDS each). With DATABASE_URL (see with-postgres.sh)
// the database is that PostgreSQL, otherwise PGlite in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const holders = Number(process.env.SEED_HOLDERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3999);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'oil-bench-'));
const GRAND_TUNIS = 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d';

const SCENARIOS = [
  ['first page, default sort (name)', '/api/v1/holders?limit=10'],
  ['page 500 of 20, sorted by city', '/api/v1/holders?page=500&limit=20&sortField=city'],
  ['search "marsa"', '/api/v1/holders?query=marsa&limit=10'],
  [
    'zone + status filters, newest first',
    `/api/v1/holders?zoneId=${GRAND_TUNIS}&status=PLANNED&sortField=updatedAt&sortOrder=desc`,
  ],
] as const;

const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const json = async <T>(path: string, init?: RequestInit) => {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const signIn = async () => {
  const login = 'superadmin@collecte-huile.tn';
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
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
};

const started = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_HOLDERS: String(holders),
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

try {
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('holders')) process.stdout.write(text);
      if (text.includes('ready at')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const startup = (performance.now() - started) / 1000;
  const token = await signIn();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rest = rssOf(server.pid ?? 0);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${database}, ${holders} holders: seeded and started in ${startup.toFixed(0)} s; memory at rest ${rest.toFixed(0)} MB RSS`,
  );
  console.log(`autocannon: 10 connections, ${seconds} s per scenario, loopback\n`);
  for (const [name, path] of SCENARIOS) {
    const result = await autocannon({
      url: `${base}${path}`,
      connections: 10,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `${name.padEnd(40)} p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${result.requests.average.toFixed(0).padStart(5)} req/s  non-2xx ${result.non2xx + result.errors}`,
    );
  }
  console.log(`\nmemory after the runs: ${rssOf(server.pid ?? 0).toFixed(0)} MB RSS`);
} finally {
  stop();
}
