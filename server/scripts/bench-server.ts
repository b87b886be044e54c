// A reference server of its own for a benchmark: a fresh database seeded with `holders`
// holders (PGlite in a temporary folder, or DATABASE_URL), started in its own process on
// loopback, and a super administrator's token.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const GRAND_TUNIS = 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d';

/** Resident memory of a process, in MB. */
export const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

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
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
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

/**
 * autocannon on loopback, two lines per scenario: latency as one user sees it (1 connection,
 * requests one after the other) and under load (10 connections at once).
 */
export async function measureApi(server: BenchServer, seconds: number) {
  for (const [name, path] of API_SCENARIOS) {
    console.log(name);
    for (const connections of [1, 10]) {
      const result = await autocannon({
        url: `${server.base}${path}`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${server.token}` },
      });
      console.log(
        `  ${String(connections).padStart(2)} connection${connections > 1 ? 's' : ' '}  p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${result.requests.average.toFixed(0).padStart(5)} req/s  non-2xx ${result.non2xx + result.errors}`,
      );
    }
  }
}
