// @vitest-environment node
import { createServer, type Server, type Socket } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '@generated/openapi-types/schema';
import { createApp } from '../app';
import { createDelivery, DeliveryError, type Delivery } from '../auth/delivery';
import { isCommonPassword } from '../auth/password-policy';
import { purgeExpired } from '../auth/purge';
import { addressKey, clientAddress, isLoopback, loginKey } from '../auth/rate-limit';
import { createSession } from '../auth/sessions';
import type { Config } from '../config';
import { openPostgres } from '../db/client';
import {
  devOutbox,
  idempotencyKeys,
  otpChallenges,
  rateLimits,
  sessions,
  users,
} from '../db/schema';
import { silentLogger } from '../deps';
import type { AppContext } from '../http/context';
import { ids, PASSWORD } from './support/fixture';
import { conformingFetch, useHarness, type ApiClient } from './support/harness';

const h = useHarness();

interface OutboxMail {
  to: string;
  login: string | null;
  subject: string;
  text: string;
  code: string | null;
}

const outbox = async (to: string) =>
  (await (await h.raw(`/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];

const latestCode = async (to: string) => {
  const [mail] = await outbox(to);
  if (!mail?.code) throw new Error(`no code for ${to}`);
  return mail.code;
};

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signIn = async (login = 'admin@test.tn', password = PASSWORD, api?: ApiClient) => {
  const client = api ?? (await h.client());
  return client.POST('/auth/signin', { body: { login, password } });
};

const verify = async (hashedOtp: string, inputOtp: string) =>
  (await h.client()).POST('/auth/verify-otp', { body: { hashedOtp, inputOtp } });

const resend = async (hashedOtp: string) =>
  (await h.client()).POST('/auth/resend-otp', { body: { hashedOtp } });

/** Runs a test with some settings changed; the app reads them at each request. */
const saved: (() => void)[] = [];
const withConfig = (change: Partial<Omit<Config, 'rateLimits'>>, limits = {}) => {
  const config = h.deps.config;
  const before = { ...config, rateLimits: { ...config.rateLimits } };
  Object.assign(config, change);
  Object.assign(config.rateLimits, limits);
  saved.push(() => {
    Object.assign(config, before);
    Object.assign(config.rateLimits, before.rateLimits);
  });
};
afterEach(() => {
  while (saved.length > 0) saved.pop()?.();
});

const challengeRow = async (otp: string) => {
  const id = otp.slice('otp_'.length).split('.')[0]!;
  const [row] = await h.db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
  return row!;
};

describe('one-time codes (account takeover)', () => {
  it('counts each attempt atomically: of 20 concurrent wrong codes at most 5 are checked, and the right code is refused afterwards', async () => {
    // Only the per-challenge rule is under test here.
    withConfig({}, { otpFailuresPerAccount: { limit: 1000, windowSeconds: 3600 } });
    const otp = (await signIn()).data!.otp;
    const code = await latestCode('admin@test.tn');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(otp, wrongCode(code))),
    );
    expect(answers.every(({ response }) => response.status === 401)).toBe(true);
    expect((await challengeRow(otp)).attempts).toBe(5);
    expect((await verify(otp, code)).response.status).toBe(401);
  });

  it('a right code on the fifth attempt still works, once', async () => {
    const otp = (await signIn()).data!.otp;
    const code = await latestCode('admin@test.tn');
    for (let attempt = 0; attempt < 4; attempt += 1) await verify(otp, wrongCode(code));
    expect((await verify(otp, code)).response.status).toBe(200);
    expect((await verify(otp, code)).response.status).toBe(401);
  });

  it('refuses to resend an exhausted challenge (401 like a bad code)', async () => {
    const otp = (await signIn()).data!.otp;
    const code = await latestCode('admin@test.tn');
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(otp, wrongCode(code));
    const { response, error } = await resend(otp);
    expect(response.status).toBe(401);
    expect(error?.message).toBe('Code invalide ou expiré');
  });

  it('refuses to resend an expired challenge', async () => {
    const otp = (await signIn()).data!.otp;
    await h.db.update(otpChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await resend(otp)).response.status).toBe(401);
  });

  it('carries the wrong attempts over to the resent challenge', async () => {
    const otp = (await signIn()).data!.otp;
    const first = await latestCode('admin@test.tn');
    for (let attempt = 0; attempt < 3; attempt += 1) await verify(otp, wrongCode(first));
    const next = (await resend(otp)).data!.otp;
    expect((await challengeRow(next)).attempts).toBe(3);
    const code = await latestCode('admin@test.tn');
    await verify(next, wrongCode(code));
    await verify(next, wrongCode(code));
    expect((await verify(next, code)).response.status).toBe(401);
    expect((await resend(next)).response.status).toBe(401);
  });

  it('limits wrong codes per account across challenges (10 an hour, then 429 with Retry-After), whatever the login spelling or address', async () => {
    const logins = ['admin@test.tn', ' ADMIN@test.tn', '+216 71 000 001'];
    const peers = ['198.51.100.1', '198.51.100.2', '2001:db8::1'];
    const challenges: string[] = [];
    for (const [index, login] of logins.entries()) {
      const { data } = await signIn(login, PASSWORD, h.clientAt(peers[index]!));
      challenges.push(data!.otp);
    }
    const code = await latestCode('admin@test.tn');
    for (const otp of challenges.slice(0, 2)) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await verify(otp, '999999')).response.status).toBe(401);
      }
    }
    const blocked = await verify(challenges[2]!, code);
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(3000);
    const [counter] = await h.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `otp-fail:user:${ids.users.admin}:sign-in`));
    expect(counter?.count).toBeGreaterThanOrEqual(10);
  });

  it('a forgot-password flood does not lock the sign-in codes: wrong recovery codes are counted apart', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { data } = await (
        await h.client()
      ).POST('/auth/forgot-password', { body: { login: 'admin@test.tn' } });
      for (let attempt = 0; attempt < 5; attempt += 1) await verify(data!.otp, '999999');
    }
    const otp = (await signIn()).data!.otp;
    expect((await verify(otp, await latestCode('admin@test.tn'))).response.status).toBe(200);
  });

  it('limits the codes sent per account (10 an hour, then 429), whatever the login spelling', async () => {
    const spellings = [
      'admin@test.tn',
      'Admin@Test.tn',
      '71000001',
      '+216 71 000 001',
      '71 000 001',
    ];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const login = spellings[attempt % spellings.length]!;
      expect(
        (await signIn(login, PASSWORD, h.clientAt(`198.51.100.${attempt}`))).response.status,
      ).toBe(200);
    }
    const { response } = await signIn('ADMIN@TEST.TN', PASSWORD, h.clientAt('198.51.100.99'));
    expect(response.status).toBe(429);
    // E-mail spellings got theirs by e-mail, phone spellings by SMS: 10 in all.
    const sent = [...(await outbox('admin@test.tn')), ...(await outbox('+216 71 000 001'))];
    expect(sent).toHaveLength(10);
  });
});

describe('rate-limit keys', () => {
  it('a wrong password does not lock the real user out: failures are counted per login and client address', async () => {
    const attacker = h.clientAt('203.0.113.5');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn('admin@test.tn', 'wrong-guess', attacker)).response.status).toBe(401);
    }
    expect((await signIn('admin@test.tn', 'wrong-guess', attacker)).response.status).toBe(429);
    expect((await signIn('admin@test.tn', PASSWORD, attacker)).response.status).toBe(429);
    const owner = h.clientAt('198.51.100.7');
    expect((await signIn('admin@test.tn', PASSWORD, owner)).response.status).toBe(200);
  });

  it('counts failures, not attempts: successful sign-ins do not use up the per-login limit', async () => {
    withConfig({}, { otpSentPerAccount: { limit: 100, windowSeconds: 3600 } });
    const api = h.clientAt('198.51.100.8');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signIn('admin@test.tn', PASSWORD, api)).response.status).toBe(200);
    }
  });

  it('keys the per-login counter by the normalised login: every spelling of one phone number or e-mail shares it', async () => {
    const attacker = h.clientAt('203.0.113.6');
    const spellings = [
      '+216 71 000 001',
      '71000001',
      '71 000 001',
      '21671000001',
      ' +21671000001 ',
    ];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const login = spellings[attempt % spellings.length]!;
      expect((await signIn(login, 'wrong-guess', attacker)).response.status).toBe(401);
    }
    expect((await signIn('71000001', 'wrong-guess', attacker)).response.status).toBe(429);
    expect(loginKey(' Admin@Test.TN ')).toBe('admin@test.tn');
    expect(loginKey('+216 71 000 001')).toBe(loginKey('71000001'));
  });

  it('behind TRUST_PROXY uses the right-most X-Forwarded-For hop (the one our proxy appended)', async () => {
    withConfig({ trustProxy: true });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // The client forges the left-most hops; the proxy appends the address it saw.
      const api = h.clientAt('10.0.0.2', { 'X-Forwarded-For': `192.0.2.${attempt}, 203.0.113.9` });
      expect((await signIn('admin@test.tn', 'wrong-guess', api)).response.status).toBe(401);
    }
    const forged = h.clientAt('10.0.0.2', { 'X-Forwarded-For': '192.0.2.200, 203.0.113.9' });
    expect((await signIn('admin@test.tn', 'wrong-guess', forged)).response.status).toBe(429);
    const other = h.clientAt('10.0.0.2', { 'X-Forwarded-For': '203.0.113.9, 198.51.100.20' });
    expect((await signIn('admin@test.tn', PASSWORD, other)).response.status).toBe(200);
  });

  it('keys IPv6 addresses by their /64 prefix and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:bbbb:1:2:3'));
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:198.51.100.3')).toBe('198.51.100.3');
    expect(addressKey('198.51.100.3')).toBe('198.51.100.3');
    const context = (forwarded: string) =>
      ({ req: { header: () => forwarded }, env: {} }) as unknown as AppContext;
    expect(clientAddress(context('192.0.2.1, 2001:db8:7:8:9::1'), true)).toBe('2001:db8:7:8::/64');
  });
});

describe('development outbox', () => {
  it('exists only with DEV_OUTBOX=true, and never in production', async () => {
    const off = createApp({ ...h.deps, config: { ...h.deps.config, devOutbox: false } });
    expect((await off.request('/__dev/outbox', undefined, loopback)).status).toBe(404);
    const production = createApp({
      ...h.deps,
      config: { ...h.deps.config, devOutbox: true, production: true },
    });
    expect((await production.request('/__dev/outbox', undefined, loopback)).status).toBe(404);
    expect((await h.raw('/__dev/outbox')).status).toBe(200);
  });

  it('writes the outbox table only when enabled (npm start prints codes to the console only)', async () => {
    const lines: string[] = [];
    const log = { ...silentLogger, info: (line: string) => lines.push(line) };
    const off = createDelivery(h.db, { ...h.deps.config, devOutbox: false }, log);
    await off.send({ to: 'x@test.tn', subject: 's', text: 'Votre code : 123456', code: '123456' });
    expect(await h.db.select().from(devOutbox)).toHaveLength(0);
    expect(lines.join('\n')).toContain('123456');
    // Production has no log fallback at all: without settings a channel does not exist.
    lines.length = 0;
    const production = createDelivery(
      h.db,
      { ...h.deps.config, devOutbox: true, production: true },
      log,
    );
    expect(production.channels).toEqual({ email: null, sms: null });
    await expect(
      production.send({ to: 'x@test.tn', subject: 's', text: 't 123456', code: '123456' }),
    ).rejects.toBeInstanceOf(DeliveryError);
    expect(await h.db.select().from(devOutbox)).toHaveLength(0);
    expect(lines).toEqual([]);
  });

  it('answers loopback callers only; behind TRUST_PROXY a forwarded request is not loopback', async () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await h.raw('/__dev/outbox', undefined, peer)).status).toBe(200);
    }
    for (const peer of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1']) {
      expect((await h.raw('/__dev/outbox', undefined, peer)).status).toBe(404);
    }
    withConfig({ trustProxy: true });
    const forwarded = await h.raw(
      '/__dev/outbox',
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      '127.0.0.1',
    );
    expect(forwarded.status).toBe(404);
    expect(isLoopback(undefined)).toBe(false);
  });
});

const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

describe('profile: e-mail and phone changes', () => {
  it('need the current password: 400 on currentPassword with a clear message (FR/EN)', async () => {
    const api = await h.client('admin');
    const { error } = await api.PATCH('/auth/profile', { body: { email: 'new@test.tn' } });
    expect(error?.details?.issues[0]?.path).toEqual(['currentPassword']);
    expect(error?.message).toBe(
      "Saisissez votre mot de passe actuel pour changer d'e-mail ou de numéro de téléphone",
    );
    const en = await (
      await h.client('admin', 'en')
    ).PATCH('/auth/profile', { body: { phoneNumber: '+216 98 000 111' } });
    expect(en.error?.message).toBe(
      'Enter your current password to change your email or phone number',
    );
    // Other fields need nothing more.
    expect(
      (await api.PATCH('/auth/profile', { body: { firstName: 'Amira' } })).data?.firstName,
    ).toBe('Amira');
  });

  it('refuse a wrong current password (400 wrongPassword), and limit wrong ones per user (429)', async () => {
    const api = await h.client('admin');
    const { error } = await api.PATCH('/auth/profile', {
      body: { email: 'new@test.tn', currentPassword: 'not-it' },
    });
    expect(error?.details?.issues[0]?.path).toEqual(['currentPassword']);
    expect(error?.message).toBe('Le mot de passe actuel est incorrect');
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await api.PATCH('/auth/profile', { body: { email: 'new@test.tn', currentPassword: 'x' } });
    }
    const blocked = await api.PATCH('/auth/profile', {
      body: { email: 'new@test.tn', currentPassword: PASSWORD },
    });
    expect(blocked.response.status).toBe(429);
  });

  it('end the other sessions and send a notice to the previous address', async () => {
    const other = await h.client('admin');
    const api = await h.client('admin');
    const { data } = await api.PATCH('/auth/profile', {
      body: { email: 'amira@test.tn', currentPassword: PASSWORD },
    });
    expect(data?.email).toBe('amira@test.tn');
    expect((await other.GET('/auth/current-user')).response.status).toBe(401);
    expect((await api.GET('/auth/current-user')).data?.email).toBe('amira@test.tn');
    const [notice] = await outbox('admin@test.tn');
    expect(notice?.subject).toBe('Vos identifiants de connexion ont changé');
    expect(notice?.text).toContain('amira@test.tn');
  });
});

describe('password policy', () => {
  const change = async (newPassword: string, lang: 'fr' | 'en' = 'fr') =>
    (await h.client('admin', lang)).PATCH('/auth/password', {
      body: { currentPassword: PASSWORD, newPassword },
    });

  it('keeps the 6-character minimum of the specification', async () => {
    expect((await change('abc12')).error?.message).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });

  it('refuses one of the 10,000 most common passwords (FR/EN)', async () => {
    expect(isCommonPassword('Azerty')).toBe(true);
    const { error } = await change('azerty');
    expect(error?.details?.issues[0]?.path).toEqual(['newPassword']);
    expect(error?.message).toBe(
      'Ce mot de passe fait partie des plus courants, choisissez-en un autre',
    );
    expect((await change('Password', 'en')).error?.message).toBe(
      'This password is one of the most common ones, choose another one',
    );
  });

  it('refuses the login as password: the e-mail in any case, the phone number in any spelling', async () => {
    expect((await change('ADMIN@test.tn')).error?.message).toBe(
      'Le mot de passe ne doit pas être votre identifiant (e-mail ou téléphone)',
    );
    expect((await change('+216 71 000 001', 'en')).error?.message).toBe(
      'The password must not be your login (email or phone number)',
    );
    expect((await change('71000001')).response.status).toBe(400);
  });

  it('refuses the current password as the new one', async () => {
    expect((await change(PASSWORD)).error?.message).toBe(
      "Le nouveau mot de passe doit être différent de l'actuel",
    );
  });

  it('applies on reset-password too, and a refused password leaves the reset token usable', async () => {
    const { data } = await (
      await h.client()
    ).POST('/auth/forgot-password', { body: { login: 'admin@test.tn' } });
    const { data: reset } = await verify(data!.otp, await latestCode('admin@test.tn'));
    const api = h.clientWithToken(reset!.token);
    const common = await api.POST('/auth/reset-password', { body: { newPassword: 'qwerty' } });
    expect(common.error?.message).toBe(
      'Ce mot de passe fait partie des plus courants, choisissez-en un autre',
    );
    const same = await api.POST('/auth/reset-password', { body: { newPassword: PASSWORD } });
    expect(same.error?.details?.issues[0]?.path).toEqual(['newPassword']);
    expect(
      (await api.POST('/auth/reset-password', { body: { newPassword: 'n0uveau-sûr' } })).data,
    ).toEqual({
      success: true,
    });
  });

  it('limits wrong current passwords on PATCH /auth/password per user (429)', async () => {
    const api = await h.client('admin');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { response } = await api.PATCH('/auth/password', {
        body: { currentPassword: `guess-${attempt}`, newPassword: 'n0uveau-sûr' },
      });
      expect(response.status).toBe(400);
    }
    const blocked = await api.PATCH('/auth/password', {
      body: { currentPassword: PASSWORD, newPassword: 'n0uveau-sûr' },
    });
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('reliability', () => {
  let blackHole: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never answers: a database host that hangs.
    blackHole = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    blackHole.close();
  });

  it('a database that does not answer gives 503 with the standard error body within 5 s', async () => {
    const address = blackHole.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const hung = openPostgres(`postgres://u:p@127.0.0.1:${address.port}/db`, 2);
    const app = createApp({ ...h.deps, db: hung.db, log: silentLogger });
    const api = createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      fetch: conformingFetch(app),
      headers: { 'Accept-Language': 'en' },
    });
    const started = performance.now();
    const { response, error } = await api.POST('/auth/signin', {
      body: { login: 'admin@test.tn', password: PASSWORD },
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(error?.code).toBe('503:SERVICE_UNAVAILABLE');
    expect(error?.message).toBe('Service temporarily unavailable, please try again in a moment');
    await hung.close().catch(() => undefined);
  }, 15_000);

  it('sends the welcome message of a new account after the transaction has committed', async () => {
    let committed: boolean | undefined;
    const base = h.deps.delivery;
    const delivery: Delivery = {
      channels: base.channels,
      send: async (message) => {
        // Another connection's view: inside an open transaction the row would not be there yet
        // (PGlite: the query would wait for the transaction).
        const seen = await Promise.race([
          h.db.select({ id: users.id }).from(users).where(eq(users.email, 'nouvel@test.tn')),
          new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 1000)),
        ]);
        committed = seen !== 'waiting' && seen.length === 1;
        await base.send(message);
      },
    };
    const app = createApp({ ...h.deps, delivery });
    const token = await createSession(h.db, ids.users.super, 'SIGN_IN', 3600);
    const api = createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      fetch: conformingFetch(app),
      headers: { Authorization: `Bearer ${token}` },
    });
    const { response } = await api.POST('/users', {
      body: {
        firstName: 'Nouvel',
        lastName: 'Agent',
        email: 'nouvel@test.tn',
        cin: '09876543',
        role: 'ADMIN',
      },
    });
    expect(response.status).toBe(201);
    expect(committed).toBe(true);
  });

  it('purges expired OTP challenges, sessions and idempotency keys', async () => {
    await h.db.insert(otpChallenges).values([
      { id: 'old', purpose: 'SIGN_IN', codeHash: 'x', expiresAt: sql`now() - interval '2 hours'` },
      {
        id: 'live',
        purpose: 'SIGN_IN',
        codeHash: 'x',
        expiresAt: sql`now() + interval '5 minutes'`,
      },
    ]);
    await createSession(h.db, ids.users.admin, 'SIGN_IN', 3600);
    await h.db.insert(sessions).values({
      tokenHash: 'expired',
      userId: ids.users.admin,
      purpose: 'SIGN_IN',
      expiresAt: sql`now() - interval '2 days'`,
    });
    await h.db.insert(idempotencyKeys).values([
      {
        userId: ids.users.admin,
        operation: 'createHolder',
        key: 'old',
        requestHash: 'x',
        createdAt: sql`now() - interval '2 days'`,
      },
      { userId: ids.users.admin, operation: 'createHolder', key: 'new', requestHash: 'x' },
    ]);
    await purgeExpired(h.db, h.deps.config);
    expect((await h.db.select().from(otpChallenges)).map((row) => row.id)).toEqual(['live']);
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, 'expired'))),
    ).toHaveLength(0);
    expect(await h.db.select().from(sessions)).toHaveLength(1);
    expect((await h.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['new']);
  });
});
