// @vitest-environment node
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '@generated/openapi-types/schema';
import { createApp } from '../app';
import { createDelivery } from '../auth/delivery';
import { loadSecret } from '../auth/secret';
import { silentLogger } from '../deps';
import { PASSWORD } from './support/fixture';
import { conformingFetch, useHarness } from './support/harness';

const h = useHarness({
  rateLimits: {
    signIn: { limit: 3, windowSeconds: 900 },
    signInPerLogin: { limit: 100, windowSeconds: 900 },
    verifyOtp: { limit: 100, windowSeconds: 900 },
    resendOtp: { limit: 100, windowSeconds: 900 },
    forgotPassword: { limit: 100, windowSeconds: 900 },
    resetPassword: { limit: 100, windowSeconds: 900 },
  },
});

/** Two servers on one database, as behind a load balancer: each built from scratch. */
const instance = async () => {
  const { config, db } = h.deps;
  const app = createApp({
    db,
    config,
    delivery: createDelivery(db, config, silentLogger),
    secret: await loadSecret(db, undefined),
    log: silentLogger,
  });
  return (token?: string) =>
    createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      fetch: conformingFetch(app),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
};

describe('two instances on one database', () => {
  it('share challenges, sessions, rate limits and idempotency keys', async () => {
    const [a, b] = [await instance(), await instance()];
    const { data } = await a().POST('/auth/signin', {
      body: { login: 'admin@test.tn', password: PASSWORD },
    });
    const mails = (await (await h.raw('/__dev/outbox?to=admin@test.tn')).json()) as {
      code: string;
    }[];
    const { data: session } = await b().POST('/auth/verify-otp', {
      body: { hashedOtp: data!.otp, inputOtp: mails[0]!.code },
    });
    expect((await a(session!.token).GET('/auth/current-user')).data?.email).toBe('admin@test.tn');

    const key = { 'Idempotency-Key': 'one-action-0001' };
    const body = { subject: 'Cuve endommagée', description: 'Fuite.' };
    const first = await a(session!.token).POST('/complaints', { body, params: { header: key } });
    const retry = await b(session!.token).POST('/complaints', { body, params: { header: key } });
    expect(retry.data?.id).toBe(first.data?.id);

    await b(session!.token).POST('/auth/signout');
    expect((await a(session!.token).GET('/auth/current-user')).response.status).toBe(401);

    // The limit is 3 sign-ins per address in all: the first was above.
    await b().POST('/auth/signin', { body: { login: 'x', password: 'y' } });
    await a().POST('/auth/signin', { body: { login: 'x', password: 'y' } });
    const limited = await b().POST('/auth/signin', { body: { login: 'x', password: 'y' } });
    expect(limited.response.status).toBe(429);
  });
});
