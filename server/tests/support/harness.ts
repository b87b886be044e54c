import { randomBytes } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { paths } from '@generated/openapi-types/schema';
import { createApp, type App } from '@server/app';
import { createDelivery } from '@server/auth/delivery';
import { hashPassword } from '@server/auth/password';
import { createSession } from '@server/auth/sessions';
import { configFrom, type Config } from '@server/config';
import type { Database, Db } from '@server/db/client';
import { silentLogger, type Deps } from '@server/deps';
import { contractProblems } from './contract';
import { testDatabase } from './database';
import { ids, PASSWORD, resetData, type FixtureUser } from './fixture';

export type ApiClient = Client<paths>;

const TEST_COST = 2 ** 10;

/** A fetch that answers from the app in-process and fails on any answer outside the contract. */
export const conformingFetch = (app: App, env?: object) => async (request: Request) => {
  const response = await app.request(request, undefined, env);
  const { pathname } = new URL(request.url);
  const problems = await contractProblems(request.method, pathname, response.clone());
  if (problems.length > 0) {
    throw new Error(
      `${request.method} ${pathname} → ${response.status} breaks the contract:\n` +
        `${problems.join('\n')}\n${await response.clone().text()}`,
    );
  }
  return response;
};

/** Settings a test file changes; rate limits are merged into the defaults one by one. */
export type ConfigOverrides = Partial<Omit<Config, 'rateLimits'>> & {
  rateLimits?: Partial<Config['rateLimits']>;
};

/** The bindings @hono/node-server gives a request: here only the socket's peer address. */
export const peerEnv = (address: string) => ({
  incoming: {
    socket: {
      remoteAddress: address,
      remotePort: 40000,
      remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
    },
  },
});

export class Harness {
  database!: Database;
  app!: App;
  deps!: Deps;
  passwordHash = '';

  get db(): Db {
    return this.database.db;
  }

  async start(overrides: ConfigOverrides = {}) {
    this.database = await testDatabase();
    this.passwordHash = await hashPassword(PASSWORD, TEST_COST);
    const base = configFrom({ NODE_ENV: 'test', DEV_OUTBOX: 'true' });
    const config: Config = {
      ...base,
      scryptCost: TEST_COST,
      ...overrides,
      rateLimits: { ...base.rateLimits, ...overrides.rateLimits },
    };
    this.deps = {
      db: this.db,
      config,
      delivery: createDelivery(this.db, config, silentLogger),
      secret: randomBytes(32),
      // A 500 fails the test; its cause belongs in the output.
      log: { ...silentLogger, error: (message, error) => console.error(message, error) },
    };
    this.app = createApp(this.deps);
  }

  reset() {
    return resetData(this.db, this.passwordHash);
  }

  /** An API client; signed in as a fixture user when one is named. */
  async client(user?: FixtureUser, lang: 'fr' | 'en' = 'fr'): Promise<ApiClient> {
    const token = user ? await createSession(this.db, ids.users[user], 'SIGN_IN', 3600) : undefined;
    return this.clientWithToken(token, lang);
  }

  /** An anonymous API client whose requests come from the socket address `peer`. */
  clientAt(peer: string, headers: Record<string, string> = {}): ApiClient {
    return createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      fetch: conformingFetch(this.app, peerEnv(peer)),
      headers: { 'Accept-Language': 'fr', ...headers },
    });
  }

  clientWithToken(token: string | undefined, lang: 'fr' | 'en' = 'fr'): ApiClient {
    return createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      fetch: conformingFetch(this.app),
      headers: {
        'Accept-Language': lang,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  }

  /**
   * Outside the contract (/__dev, static files): plain requests, from a loopback socket unless
   * another peer address is given.
   */
  raw(path: string, init?: RequestInit, peer = '127.0.0.1') {
    return this.app.request(path, init, peerEnv(peer));
  }

  close() {
    return this.database.close();
  }
}

/** One database per test file, migrated once, its data reset before every test. */
export const useHarness = (overrides: ConfigOverrides = {}) => {
  const harness = new Harness();
  beforeAll(() => harness.start(overrides), 120_000);
  beforeEach(() => harness.reset(), 30_000);
  afterAll(() => harness.close());
  return harness;
};
