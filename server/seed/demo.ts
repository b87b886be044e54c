import { fakerFR as faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { appSettings } from '../db/schema';
import type { Logger } from '../deps';
import { seedComplaints, seedTours, seedVouchers } from './activity';
import { DEMO_ACCOUNTS } from './accounts';
import { seedHolders } from './holders';
import { attachDrivers, seedDepots, seedSubcontractors } from './network';
import { seedDemoAccounts, seedStaff } from './people';
import { seedPlaces } from './places';
import { seedShipments } from './shipments';

/** The same seed, the same demo: ids, names and numbers do not change between machines. */
const FAKER_SEED = 20_261_122;
const MARKER = 'demo_seed';

export interface SeedOptions {
  holders: number;
  scryptCost: number;
  log?: Logger;
}

export const seedDemo = async (db: Db, options: SeedOptions) => {
  faker.seed(FAKER_SEED);
  const geography = await seedPlaces(db, faker);
  await seedDemoAccounts(db, geography, options.scryptCost);
  const drivers = await seedStaff(db, faker, geography);
  const karim = DEMO_ACCOUNTS.find((account) => account.role === 'DRIVER');
  if (karim) drivers.push({ id: karim.id, zoneId: geography.zoneIds.get('Grand Tunis') ?? '' });
  const depots = await seedDepots(db, faker, geography);
  const companies = await seedSubcontractors(db, faker, geography, depots);
  const crews = await attachDrivers(db, drivers, companies, karim?.id);
  const holders = await seedHolders(db, faker, geography, companies, options.holders, (done) => {
    if (options.holders >= 10_000 && done % 10_000 === 0) options.log?.info(`  ${done} holders`);
  });
  await seedTours(db, faker, companies, holders, crews);
  await seedVouchers(db, faker, holders);
  await seedComplaints(db, faker, holders);
  await seedShipments(db, depots);
};

/**
 * Seeds an empty database once (the marker row says it was done); several instances starting
 * together on one PostgreSQL take turns through the database lock.
 */
export const ensureSeeded = async (database: Database, options: SeedOptions) =>
  database.exclusive(async () => {
    const [done] = await database.db.select().from(appSettings).where(eq(appSettings.key, MARKER));
    if (done) return false;
    await database.db.transaction(async (tx) => {
      await seedDemo(tx, options);
      await tx.insert(appSettings).values({ key: MARKER, value: new Date().toISOString() });
    });
    return true;
  });
