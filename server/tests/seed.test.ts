// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '@generated/openapi-types/schema';
import { createApp, type App } from '../app';
import { createDelivery } from '../auth/delivery';
import { createSession } from '../auth/sessions';
import { configFrom } from '../config';
import type { Database } from '../db/client';
import {
  governorates,
  holders,
  permissions,
  removalVouchers,
  subcontractors,
  tourHolders,
  tours,
  users,
} from '../db/schema';
import { silentLogger } from '../deps';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { ensureSeeded, seedDemo } from '../seed/demo';
import { contractProblems } from './support/contract';
import { testDatabase } from './support/database';

const COST = 2 ** 10;
let database: Database;
let app: App;

const api = (token?: string) =>
  createClient<paths>({
    baseUrl: 'http://localhost/api/v1',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: async (request) => {
      const response = await app.request(request);
      const problems = await contractProblems(
        request.method,
        new URL(request.url).pathname,
        response.clone(),
      );
      if (problems.length > 0) throw new Error(`${request.url}: ${problems.join('\n')}`);
      return response;
    },
  });

beforeAll(async () => {
  database = await testDatabase();
  const config = { ...configFrom({ NODE_ENV: 'test' }), scryptCost: COST };
  expect(await ensureSeeded(database, { holders: 300, scryptCost: COST })).toBe(true);
  app = createApp({
    db: database.db,
    config,
    delivery: createDelivery(database.db, config, silentLogger),
    secret: randomBytes(32),
    log: silentLogger,
  });
}, 120_000);
afterAll(() => database.close());

describe('demo seed', () => {
  it("drivers belong to a company of their zone, and drive only their company's tours", async () => {
    const { db } = database;
    const drivers = await db
      .select({
        id: users.id,
        company: subcontractors.companyName,
        inZone: sql<boolean>`${subcontractors.zoneId} = ${permissions.zoneId}`,
      })
      .from(users)
      .innerJoin(permissions, eq(permissions.userId, users.id))
      .leftJoin(subcontractors, eq(subcontractors.id, users.subcontractorId))
      .where(eq(users.role, 'DRIVER'));
    expect(drivers.length).toBeGreaterThan(10);
    for (const driver of drivers) {
      expect(driver.company, driver.id).not.toBeNull();
      expect(driver.inZone, driver.id).toBe(true);
    }
    const driven = await db
      .select({
        id: tours.id,
        driverCompany: users.subcontractorId,
        subcontractorId: tours.subcontractorId,
        assignedId: tours.assignedSubcontractorId,
      })
      .from(tours)
      .innerJoin(users, eq(users.id, tours.driverId));
    expect(driven.length).toBeGreaterThan(0);
    for (const tour of driven) {
      expect([tour.subcontractorId, tour.assignedId], tour.id).toContain(tour.driverCompany);
    }
    const karim = DEMO_ACCOUNTS.find((account) => account.role === 'DRIVER')!;
    expect(drivers.find((driver) => driver.id === karim.id)?.company).toBe('EcoHuile Tunis SARL');
  });

  it("a company's tours visit its own holders only, as the API asks of it", async () => {
    const stops = await database.db
      .select({ owner: tours.subcontractorId, holderCompany: holders.subcontractorId })
      .from(tourHolders)
      .innerJoin(tours, eq(tours.id, tourHolders.tourId))
      .innerJoin(holders, eq(holders.id, tourHolders.holderId));
    expect(stops.length).toBeGreaterThan(40);
    expect(stops.filter((stop) => stop.owner !== stop.holderCompany)).toEqual([]);
  });

  it('runs once: a second start finds it done', async () => {
    expect(await ensureSeeded(database, { holders: 300, scryptCost: COST })).toBe(false);
    const [total] = await database.db.select({ value: count() }).from(holders);
    expect(total?.value).toBe(300);
    const [provinces] = await database.db.select({ value: count() }).from(governorates);
    expect(provinces?.value).toBe(24);
    const statuses = await database.db
      .selectDistinct({ status: removalVouchers.status })
      .from(removalVouchers);
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'AWAITING',
      'CONFIRMED',
      'NOT_CONFIRMED',
    ]);
  });

  it('is deterministic: the same seed gives the same records', async () => {
    const other = await testDatabase();
    try {
      await other.db.transaction((tx) => seedDemo(tx, { holders: 300, scryptCost: COST }));
      const pick = (db: Database) =>
        db.db
          .select({ id: holders.id, name: holders.name })
          .from(holders)
          .orderBy(asc(holders.number));
      expect(await pick(other)).toEqual(await pick(database));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('lets every demo account sign in with its documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = account.email ?? account.phoneNumber ?? '';
      const { response } = await api().POST('/auth/signin', {
        body: { login, password: account.password },
      });
      expect(response.status, login).toBe(200);
    }
  });

  it('holds data that conforms to the contract in every list and record', async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const client = api(await createSession(database.db, superAdmin?.id ?? '', 'SIGN_IN', 600));
    const lists = await Promise.all([
      client.GET('/holders', { params: { query: { limit: 100 } } }),
      client.GET('/relay-depots', { params: { query: { limit: 100 } } }),
      client.GET('/subcontractors', { params: { query: { limit: 100 } } }),
      client.GET('/tours', { params: { query: { limit: 100 } } }),
      client.GET('/removal-vouchers', { params: { query: { limit: 100 } } }),
      client.GET('/complaints', { params: { query: { limit: 100 } } }),
      client.GET('/users', { params: { query: { limit: 100 } } }),
    ]);
    for (const list of lists) expect(list.data?.items.length).toBeGreaterThan(0);
    expect(lists[0].data?.meta.totalItems).toBe(300);
    const regions = await client.GET('/areas/regions');
    expect(regions.data?.map((region) => region.name)).toContain('Nord');
    const delegations = await client.GET('/areas/delegations');
    expect(delegations.data?.length).toBeGreaterThan(150);
  });
});
