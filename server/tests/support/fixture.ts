import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delegations, governorates, permissions, regions, users, zones } from '../../db/schema';

/** Fixed ids: a small Tunisia with two regions that must never see each other's records. */
export const ids = {
  nord: '6f1c3a52-8d4e-4b1a-9c2d-0a1b2c3d4e01',
  centre: '6f1c3a52-8d4e-4b1a-9c2d-0a1b2c3d4e02',
  grandTunis: '7a2d4b63-9e5f-4c2b-8d3e-1b2c3d4e5f01',
  capBon: '7a2d4b63-9e5f-4c2b-8d3e-1b2c3d4e5f02',
  sahel: '7a2d4b63-9e5f-4c2b-8d3e-1b2c3d4e5f03',
  tunis: '8b3e5c74-af60-4d3c-9e4f-2c3d4e5f6a01',
  nabeul: '8b3e5c74-af60-4d3c-9e4f-2c3d4e5f6a02',
  sousse: '8b3e5c74-af60-4d3c-9e4f-2c3d4e5f6a03',
  laMarsa: '9c4f6d85-b071-4e4d-8f50-3d4e5f6a7b01',
  carthage: '9c4f6d85-b071-4e4d-8f50-3d4e5f6a7b02',
  hammamet: '9c4f6d85-b071-4e4d-8f50-3d4e5f6a7b03',
  sousseMedina: '9c4f6d85-b071-4e4d-8f50-3d4e5f6a7b04',
  users: {
    super: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c01',
    admin: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c02',
    managerNord: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c03',
    managerCentre: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c04',
    subcontractor: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c05',
    driver: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c06',
    pending: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c07',
    reader: 'a05e7e96-c182-4f5e-9a61-4e5f6a7b8c08',
  },
} as const;

export type FixtureUser = keyof typeof ids.users;

export const PASSWORD = 'motdepasse-1';

const ALL = 'READ|CREATE|UPDATE|DELETE|DISABLE|ARCHIVE';
const MANAGE = 'READ|CREATE|UPDATE';
const everything = {
  holder: ALL,
  relayDepot: ALL,
  subcontractor: ALL,
  tour: ALL,
  removalVoucher: ALL,
  driver: ALL,
  users: ALL,
  complaint: ALL,
};
const managing = {
  holder: MANAGE,
  relayDepot: MANAGE,
  subcontractor: MANAGE,
  tour: MANAGE,
  removalVoucher: 'READ|UPDATE',
  driver: MANAGE,
  users: MANAGE,
  complaint: MANAGE,
};
const reading = {
  holder: 'READ',
  relayDepot: 'READ',
  subcontractor: 'READ',
  tour: 'READ',
  removalVoucher: 'READ',
  driver: 'READ',
  users: 'READ',
  complaint: 'READ',
};

export const insertGeography = async (db: Db) => {
  await db.insert(regions).values([
    { id: ids.nord, name: 'Nord' },
    { id: ids.centre, name: 'Centre-Est' },
  ]);
  await db.insert(zones).values([
    { id: ids.grandTunis, name: 'Grand Tunis', regionId: ids.nord },
    { id: ids.capBon, name: 'Cap Bon', regionId: ids.nord },
    { id: ids.sahel, name: 'Sahel', regionId: ids.centre },
  ]);
  await db.insert(governorates).values([
    { id: ids.tunis, name: 'Tunis' },
    { id: ids.nabeul, name: 'Nabeul' },
    { id: ids.sousse, name: 'Sousse' },
  ]);
  await db.insert(delegations).values([
    { id: ids.laMarsa, name: 'La Marsa', zoneId: ids.grandTunis, governorateId: ids.tunis },
    { id: ids.carthage, name: 'Carthage', zoneId: ids.grandTunis, governorateId: ids.tunis },
    { id: ids.hammamet, name: 'Hammamet', zoneId: ids.capBon, governorateId: ids.nabeul },
    { id: ids.sousseMedina, name: 'Sousse Médina', zoneId: ids.sahel, governorateId: ids.sousse },
  ]);
};

const person = (
  key: FixtureUser,
  role: (typeof users.$inferInsert)['role'],
  email: string | null,
  phoneNumber: string | null,
  status: 'ACTIVE' | 'PENDING' = 'ACTIVE',
) => ({
  id: ids.users[key],
  firstName: key,
  lastName: 'Fixture',
  email,
  phoneNumber,
  phoneDigits: phoneNumber?.replace(/[^0-9]/g, '') ?? null,
  cin: `0${Object.keys(ids.users).indexOf(key)}000000`,
  role,
  status,
});

/** Tables the API writes; geography stays from one test to the next. */
const DATA_TABLES = [
  'complaints',
  'removal_vouchers',
  'tour_holders',
  'tours',
  'holders',
  'subcontractors',
  'relay_depot_zones',
  'relay_depots',
  'uploads',
  'sessions',
  'otp_challenges',
  'rate_limits',
  'idempotency_keys',
  'dev_outbox',
  'permissions',
  'users',
];

export const resetData = async (db: Db, passwordHash: string) => {
  await db.execute(sql.raw(`truncate ${DATA_TABLES.join(', ')} cascade`));
  await db
    .insert(users)
    .values(
      [
        person('super', 'SUPER_ADMIN', 'super@test.tn', null),
        person('admin', 'ADMIN', 'admin@test.tn', '+216 71 000 001'),
        person('managerNord', 'REGIONAL_MANAGER', 'nord@test.tn', null),
        person('managerCentre', 'REGIONAL_MANAGER', 'centre@test.tn', null),
        person('subcontractor', 'SUBCONTRACTOR', 'sub@test.tn', null),
        person('driver', 'DRIVER', null, '+216 22 000 006'),
        person('pending', 'ADMIN', 'pending@test.tn', null, 'PENDING'),
        person('reader', 'REGIONAL_MANAGER', 'reader@test.tn', null),
      ].map((user) => ({ ...user, passwordHash })),
    );
  await db.insert(permissions).values([
    { userId: ids.users.super, ...everything },
    { userId: ids.users.admin, ...everything, regionId: ids.nord },
    { userId: ids.users.managerNord, ...managing, regionId: ids.nord },
    { userId: ids.users.managerCentre, ...managing, regionId: ids.centre },
    {
      userId: ids.users.subcontractor,
      holder: 'READ',
      tour: 'READ|UPDATE',
      removalVoucher: 'READ|CREATE',
      driver: MANAGE,
      complaint: 'READ|CREATE',
      zoneId: ids.grandTunis,
    },
    {
      userId: ids.users.driver,
      tour: 'READ',
      removalVoucher: 'READ|CREATE',
      zoneId: ids.grandTunis,
    },
    { userId: ids.users.pending, ...everything, regionId: ids.nord },
    { userId: ids.users.reader, ...reading, zoneId: ids.grandTunis },
  ]);
};
