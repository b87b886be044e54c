// @vitest-environment node
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { serveDraining } from '../http/serve';
import { lockHolders } from './support/database';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

const until = async (condition: () => Promise<boolean> | boolean) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
};

/**
 * The app on a real port, with a record of the answers its handlers give, and the holders table
 * locked (PGlite: a transaction open) so that a holders list waits until `release()`.
 */
const setUp = async () => {
  const token = await createSession(h.db, ids.users.super, 'SIGN_IN', 3600);
  const events: string[] = [];
  let started = 0;
  const { server, stop } = serveDraining(
    {
      fetch: async (req, env) => {
        started += 1;
        const response = await h.app.fetch(req, env);
        events.push(`answered ${response.status}`);
        return response;
      },
    },
    { port: 0, hostname: '127.0.0.1' },
  );
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/holders`;
  const release = await lockHolders(h.db);
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  return {
    events,
    url,
    headers: { authorization: `Bearer ${token}` },
    started: () => started,
    connections,
    /** Stops the server; `drained` goes into the events when `stop()` resolves. */
    stop: () => stop().then(() => events.push('drained')),
    release,
  };
};

describe('stopping the server (SIGTERM)', () => {
  it('waits for the handlers of clients that hung up before the database may close', async () => {
    const s = await setUp();
    // Hung up mid-request, as a load generator does at the end of its run.
    const hungUp = request(s.url, { headers: s.headers });
    hungUp.on('error', () => undefined);
    hungUp.end();
    await until(() => s.started() === 1);
    hungUp.destroy();
    await until(async () => (await s.connections()) === 0);

    const stopped = s.stop();
    await expect(fetch(s.url)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(s.events).toEqual([]);
    await s.release();
    await stopped;
    // The database closes after `drained`: the handler had its answer from it before.
    expect(s.events).toEqual(['answered 200', 'drained']);
  });

  it('answers the requests in flight, with Connection: close', async () => {
    const s = await setUp();
    const waiting = fetch(s.url, { headers: s.headers });
    await until(() => s.started() === 1);
    const stopped = s.stop();
    await s.release();
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect((await answer.json()) as unknown).toMatchObject({ items: [] });
    await stopped;
    expect(s.events).toEqual(['answered 200', 'drained']);
  });
});
