// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createSession } from '../auth/sessions';
import type { Config } from '../config';
import { serveDraining } from '../http/serve';
import { createLogger, errorForLog } from '../log';
import { lockHolders } from './support/database';
import { ids, PASSWORD } from './support/fixture';
import { conformingFetch, peerEnv, useHarness } from './support/harness';

const h = useHarness();

type Line = Record<string, unknown> & { level: string; msg: string };

/** The app with the production log (JSON lines, access log on) written into `lines`. */
const observed = (config: Partial<Config> = {}) => {
  const text: string[] = [];
  const log = createLogger({ level: 'info', destination: { write: (line) => text.push(line) } });
  const app = createApp(
    { ...h.deps, config: { ...h.deps.config, ...config }, log },
    { accessLog: true },
  );
  const request = (path: string, init?: RequestInit, peer = '127.0.0.1') =>
    app.request(path, init, peerEnv(peer));
  return {
    app,
    request,
    text: () => text.join(''),
    lines: () => text.map((line) => JSON.parse(line) as Line),
  };
};

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('request ids', () => {
  it('keeps a sane X-Request-Id, answers it and logs it; makes one otherwise', async () => {
    const o = observed();
    const given = 'edge-7f3a9c1e-42';
    const kept = await o.request('/api/v1/public/health', { headers: { 'X-Request-Id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);

    const made = await o.request('/api/v1/public/health');
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);

    // Too short, or with characters a log line should not carry: replaced.
    for (const insane of ['abc', 'x'.repeat(200), 'id with spaces "and quotes"']) {
      const answer = await o.request('/livez', { headers: { 'X-Request-Id': insane } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = o.lines().map((line) => line.requestId);
    expect(ids.slice(0, 2)).toEqual([given, madeId]);
  });
});

describe('the access log', () => {
  it('writes one JSON line per request, with the signed-in user, and no code, password or token', async () => {
    const o = observed();
    const signIn = await o.request(
      '/api/v1/auth/signin',
      json({ login: 'admin@test.tn', password: PASSWORD }),
    );
    const { otp } = (await signIn.json()) as { otp: string };
    const outbox = await o.request('/__dev/outbox?to=admin%40test.tn');
    const [{ code }] = (await outbox.json()) as [{ code: string }];
    const verified = await o.request(
      '/api/v1/auth/verify-otp',
      json({ hashedOtp: otp, inputOtp: code }),
    );
    const { token } = (await verified.json()) as { token: string };
    const me = await o.request('/api/v1/auth/current-user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);

    const lines = o.lines();
    expect(lines.map((line) => [line.method, line.route, line.status])).toEqual([
      ['POST', '/api/v1/auth/signin', 200],
      ['GET', '/__dev/outbox', 200],
      ['POST', '/api/v1/auth/verify-otp', 200],
      ['GET', '/api/v1/auth/current-user', 200],
    ]);
    expect(lines[3]).toMatchObject({
      level: 'info',
      msg: 'GET /api/v1/auth/current-user 200 ' + String(lines[3]!.ms) + 'ms',
      path: '/api/v1/auth/current-user',
      userId: ids.users.admin,
      requestId: me.headers.get('x-request-id'),
    });
    expect(typeof lines[3]!.ms).toBe('number');
    expect(typeof lines[3]!.time).toBe('string');
    expect(lines[0]!.userId).toBeUndefined();
    const text = o.text();
    for (const secret of [PASSWORD, code, token, otp, 'admin@test.tn', '71 000 001']) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs a failure with its stack and SQLSTATE, without the query parameters', async () => {
    const o = observed();
    const login = 'admin@test.tn';
    // A schema the code does not expect: the login lookup fails with its parameters.
    await h.db.execute(sql`alter table users rename column email to email_elsewhere`);
    try {
      const answer = await o.request('/api/v1/auth/signin', json({ login, password: PASSWORD }));
      expect(answer.status).toBe(500);
    } finally {
      await h.db.execute(sql`alter table users rename column email_elsewhere to email`);
    }
    const failure = o.lines().find((line) => line.level === 'error');
    expect(failure?.msg).toBe('POST /api/v1/auth/signin failed');
    const error = failure?.error as { message: string; stack: string; cause: unknown };
    expect(error.message).toMatch(/^Failed query: select .* from "users" where .*\$1/);
    // Where it failed: the frames from the query up through the route.
    expect(error.stack).toMatch(/\n\s+at findByLogin .*logins\.ts.*\n\s+at .*routes\/auth\.ts/);
    expect(error.cause).toMatchObject({
      sqlstate: '42703',
      message: 'column "email" does not exist',
    });
    expect(failure?.requestId).toBe(o.lines().at(-1)?.requestId);
    expect(o.lines().at(-1)).toMatchObject({ status: 500, route: '/api/v1/auth/signin' });
    const text = o.text();
    expect(text).not.toContain(login);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('params');
  });
});

describe('errors in the log', () => {
  it('keep no address, phone number or refused value of their messages', () => {
    const smtp = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <amira.trabelsi@collecte-huile.tn>: Recipient address rejected",
    );
    const sms = new Error('gateway answered 400 for +216 22 456 789', { cause: smtp });
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "ZX-4471"'), {
      code: '22P02',
    });
    const logged = JSON.stringify([errorForLog(sms), errorForLog(refused)]);
    for (const secret of ['amira.trabelsi', '456 789', 'ZX-4471']) {
      expect(logged).not.toContain(secret);
    }
    expect(errorForLog(sms)).toMatchObject({
      message: 'gateway answered 400 for [number]',
      cause: { message: expect.stringContaining('550 5.1.1 <[e-mail]>') as unknown },
    });
    expect(errorForLog(refused)).toMatchObject({
      message: 'invalid input syntax for type uuid: "[value]"',
      sqlstate: '22P02',
    });
  });
});

const metrics = (o: ReturnType<typeof observed>, peer: string, token?: string) =>
  o.request('/metrics', token ? { headers: { Authorization: `Bearer ${token}` } } : {}, peer);

/** The value of one series in an exposition (0 when absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('without METRICS_TOKEN, answers this machine only (TRUST_PROXY respected)', async () => {
    const o = observed();
    expect((await metrics(o, '10.0.0.5')).status).toBe(404);
    expect((await metrics(o, '127.0.0.1')).status).toBe(200);
    const proxied = observed({ trustProxy: true });
    const forwarded = await proxied.request(
      '/metrics',
      { headers: { 'X-Forwarded-For': '203.0.113.7' } },
      '127.0.0.1',
    );
    expect(forwarded.status).toBe(404);
  });

  it('with METRICS_TOKEN, needs it as a bearer token, from anywhere', async () => {
    const token = 'a-metrics-token-of-32-characters';
    const o = observed({ metricsToken: token });
    expect((await metrics(o, '127.0.0.1')).status).toBe(401);
    expect((await metrics(o, '10.0.0.5', `${token}x`)).status).toBe(401);
    const answer = await metrics(o, '10.0.0.5', token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  });

  it('counts request durations by route pattern, 5xx answers and the process', async () => {
    const o = observed();
    const holder = `/api/v1/holders/${ids.laMarsa}`;
    const route = 'route="/api/v1/holders/:id"';
    const before = await (await metrics(o, '127.0.0.1')).text();
    const counted = `http_request_duration_seconds_count{method="GET",${route},status="401"}`;
    await o.request(holder);
    await o.request(holder);
    const after = await (await metrics(o, '127.0.0.1')).text();
    expect(sample(after, counted) - sample(before, counted)).toBe(2);
    expect(after).toContain(`http_request_duration_seconds_bucket{le="0.1",method="GET",${route}`);
    expect(after).not.toContain(ids.laMarsa);
    expect(after).toMatch(/^process_cpu_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(after).toContain('# TYPE delivery_failures_total counter');
    // PostgreSQL's pool; PGlite has none.
    if (h.database.kind === 'postgres') expect(after).toMatch(/^db_pool_idle_connections \d/m);
    else expect(after).not.toContain('db_pool');

    const errors = 'http_server_errors_total{method="POST",route="/api/v1/auth/signin"}';
    await h.db.execute(sql`alter table users rename column email to email_elsewhere`);
    try {
      await o.request('/api/v1/auth/signin', json({ login: 'x@test.tn', password: PASSWORD }));
    } finally {
      await h.db.execute(sql`alter table users rename column email_elsewhere to email`);
    }
    const last = await (await metrics(o, '127.0.0.1')).text();
    expect(sample(last, errors) - sample(after, errors)).toBe(1);
  });
});

describe('liveness and readiness', () => {
  it('is ready with every migration applied, and not ready when one is missing', async () => {
    const o = observed();
    expect(await (await o.request('/livez')).json()).toEqual({ status: 'ok' });
    const ready = await o.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const last = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await h.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${last}`,
    );
    try {
      const pending = await o.request('/readyz');
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({ status: 'migrations pending' });
    } finally {
      await h.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${last}`,
      );
    }
    expect((await o.request('/readyz')).status).toBe(200);
  });

  it('answers 503 on /readyz from the moment the server drains, while /livez stays 200', async () => {
    const o = observed();
    expect((await o.request('/readyz')).status).toBe(200);
    let started = 0;
    const answered: string[] = [];
    const { server, stop } = serveDraining(
      {
        fetch: async (request, env) => {
          started += 1;
          const response = await o.app.fetch(request, env);
          answered.push(`${new URL(request.url).pathname} ${response.status}`);
          return response;
        },
      },
      { port: 0, hostname: '127.0.0.1' },
    );
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const token = await createSession(h.db, ids.users.super, 'SIGN_IN', 3600);
    // The holders table locked (PGlite: a transaction open): a holders list stays in flight.
    const release = await lockHolders(h.db);
    const until = async (condition: () => boolean) => {
      const deadline = Date.now() + 5000;
      while (!condition() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    // The server stops accepting connections when it drains: the probes come on a connection
    // already open, behind a request in flight.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const get = (path: string, headers = '') =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: app\r\n${headers}\r\n`);
    try {
      get('/api/v1/holders', `Authorization: Bearer ${token}\r\n`);
      await until(() => started === 1);
      const stopped = stop();
      get('/readyz');
      get('/livez');
      await until(() => answered.length === 2);
      void release();
      await stopped;
    } finally {
      await release();
      socket.destroy();
    }
    expect(answered).toEqual(['/readyz 503', '/livez 200', '/api/v1/holders 200']);
  });
});

describe('the version', () => {
  const packageVersion = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

  it('is in the health answer: package.json and APP_COMMIT', async () => {
    const o = observed({ appCommit: '3f2c9a1e0b' });
    const answer = await conformingFetch(o.app)(
      new Request('http://localhost/api/v1/public/health'),
    );
    expect(await answer.json()).toMatchObject({ version: packageVersion, commit: '3f2c9a1e0b' });
    expect(packageVersion).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });

  it("without APP_COMMIT, the checkout's commit", async () => {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const o = observed({ appCommit: undefined });
    const answer = await o.request('/api/v1/public/health');
    expect(await answer.json()).toMatchObject({ version: packageVersion, commit: head });
  });
});
