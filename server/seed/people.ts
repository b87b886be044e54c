import type { Faker } from '@faker-js/faker';
import type { UserStatus } from '@generated/model';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { permissions, users } from '../db/schema';
import type { Resource, Role } from '../permissions/policy';
import { DEMO_ACCOUNTS, DRIVER_DEFAULT, type DemoAccount } from './accounts';
import { FIRST_NAMES, LAST_NAMES, ascii } from './names';
import type { Geography } from './places';

/** Accounts nobody signs in to: no password matches this. */
export const UNUSABLE_PASSWORD = '!';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  cin: string;
  role: Role;
  status: UserStatus;
  passwordHash: string;
  createdAt: Date;
}

export const phone = (
  faker: Faker,
  prefixes = ['20', '22', '24', '25', '50', '52', '55', '58', '92', '95', '97', '98'],
) =>
  `+216 ${faker.helpers.arrayElement(prefixes)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`;

export const randomPerson = (faker: Faker, role: Role, domain: string): Person => {
  const firstName = faker.helpers.arrayElement(FIRST_NAMES);
  const lastName = faker.helpers.arrayElement(LAST_NAMES);
  const withEmail = role !== 'DRIVER' || faker.datatype.boolean();
  return {
    id: faker.string.uuid(),
    firstName,
    lastName,
    email: withEmail
      ? `${ascii(firstName)}.${ascii(lastName)}.${faker.string.numeric(3)}@${domain}`
      : null,
    phoneNumber: phone(faker),
    cin: faker.string.numeric(8),
    role,
    status: faker.helpers.weightedArrayElement([
      { weight: 8, value: 'ACTIVE' as const },
      { weight: 1, value: 'PENDING' as const },
      { weight: 1, value: 'REVOKED' as const },
    ]),
    passwordHash: UNUSABLE_PASSWORD,
    createdAt: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2026-06-30T00:00:00Z' }),
  };
};

export const insertPeople = async (
  db: Db,
  people: Person[],
  area: (person: Person) => { regionId: string | null; zoneId: string | null },
  actions: (person: Person) => Partial<Record<Resource, string>>,
) => {
  if (people.length === 0) return;
  await db.insert(users).values(
    people.map((person) => ({
      ...person,
      phoneDigits: person.phoneNumber?.replace(/[^0-9]/g, '') ?? null,
      updatedAt: person.createdAt,
    })),
  );
  await db
    .insert(permissions)
    .values(people.map((person) => ({ userId: person.id, ...actions(person), ...area(person) })));
};

const areaOf = (geography: Geography, account: DemoAccount) => {
  if (!account.area) return { regionId: null, zoneId: null };
  if ('region' in account.area) {
    return { regionId: geography.regionIds.get(account.area.region) ?? null, zoneId: null };
  }
  return { regionId: null, zoneId: geography.zoneIds.get(account.area.zone) ?? null };
};

/** The documented demo accounts, their passwords hashed with the server's cost. */
export const seedDemoAccounts = async (db: Db, geography: Geography, scryptCost: number) => {
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map((account) => hashPassword(account.password, scryptCost)),
  );
  const created = new Date('2025-03-14T09:12:00.000Z');
  const people = DEMO_ACCOUNTS.map((account, index): Person => ({
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phoneNumber: account.phoneNumber,
    cin: account.cin,
    role: account.role,
    status: account.status,
    passwordHash: hashes[index] ?? UNUSABLE_PASSWORD,
    createdAt: created,
  }));
  const byId = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account]));
  await insertPeople(
    db,
    people,
    (person) => {
      const account = byId.get(person.id);
      return account ? areaOf(geography, account) : { regionId: null, zoneId: null };
    },
    (person) => byId.get(person.id)?.actions ?? {},
  );
};

/** Drivers and regional staff, so that the role-management screen has people to show. */
export const seedStaff = async (db: Db, faker: Faker, geography: Geography) => {
  const zoneIds = [...geography.zoneIds.values()];
  const regionIds = [...geography.regionIds.values()];
  const drivers = Array.from({ length: 14 }, () =>
    randomPerson(faker, 'DRIVER', 'collecte-huile.tn'),
  );
  const managers = Array.from({ length: 6 }, () =>
    randomPerson(faker, 'REGIONAL_MANAGER', 'collecte-huile.tn'),
  );
  const driverZone = new Map(
    drivers.map((driver) => [driver.id, faker.helpers.arrayElement(zoneIds)]),
  );
  await insertPeople(
    db,
    drivers,
    (driver) => ({ regionId: null, zoneId: driverZone.get(driver.id) ?? null }),
    () => DRIVER_DEFAULT,
  );
  await insertPeople(
    db,
    managers,
    () => ({ regionId: faker.helpers.arrayElement(regionIds), zoneId: null }),
    () => ({
      holder: 'READ|CREATE|UPDATE',
      tour: 'READ|CREATE|UPDATE',
      removalVoucher: 'READ|UPDATE',
    }),
  );
  return drivers.map((driver) => ({ id: driver.id, zoneId: driverZone.get(driver.id) ?? '' }));
};
