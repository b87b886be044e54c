import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { delegations, permissions, regions, users, zones } from '@server/db/schema';

/** Fixed ids: a small Tunisia with two regions that must never see each other's records. */
export const ids = {
  nord: '6f1c3a52-8d4e-4b1a-9c2d-0a1b2c3d4e01',
  centre: '6f1c3a52-8d4e-4b1a-9c2d-0a1b2c3d4e02',
  grandTunis: '7a2d4b63-9e5f-4c2b-8d3e-1b2c3d4e5f01',
  capBon: '7a2d4b63-9e5f-4c2b-8d3e-1b2c3d4e5f02',
  sahel: '7a2d4b63-9e5f-4c2b-8d3e-1b2c3d4e5f03',
  // Governorates and delegations: the national geography's (migration 0009).
  tunis: 'b2e6dcf9-c759-4bd5-ba02-f7fdeb368f80',
  nabeul: '0b8ac2f4-7b6d-4e21-8b87-13db3ab21120',
  sousse: '53d8ebd8-a956-4d86-a8db-9c4a54b2c7a6',
  laMarsa: 'ff68d696-6129-4b6b-a3a8-3af2b90236d4',
  carthage: '23eef357-4760-467e-a1ce-734fddc33b97',
  hammamet: '5b4d323d-c01f-4560-80f9-714c5e6a2e67',
  sousseMedina: '54f5e6d9-b76a-4edd-9fb8-f5ff4c70c9d9',
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
  history: ALL,
  declaration: ALL,
  amendment: ALL,
  stock: ALL,
  buyer: ALL,
  shipment: ALL,
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
  declaration: 'READ|CREATE',
  amendment: 'CREATE',
  stock: 'READ|CREATE',
  buyer: 'READ',
  shipment: MANAGE,
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
  history: 'READ',
  declaration: 'READ',
  stock: 'READ',
  buyer: 'READ',
  shipment: 'READ',
};

/** The fixture's zones served by their delegations. */
const SERVED: [delegation: string, zone: string][] = [
  [ids.laMarsa, ids.grandTunis],
  [ids.carthage, ids.grandTunis],
  [ids.hammamet, ids.capBon],
  [ids.sousseMedina, ids.sahel],
];

const REGIONS = [
  { id: ids.nord, name: 'Nord' },
  { id: ids.centre, name: 'Centre-Est' },
];
const ZONES = [
  { id: ids.grandTunis, name: 'Grand Tunis', regionId: ids.nord },
  { id: ids.capBon, name: 'Cap Bon', regionId: ids.nord },
  { id: ids.sahel, name: 'Sahel', regionId: ids.centre },
];

/**
 * The organisation's regions and zones over the national geography the migrations ship: four
 * delegations are served, the others belong to no zone. Run again (every reset), it puts back
 * what a test added, renamed or moved; no data may refer to the areas it removes.
 */
export const insertGeography = async (db: Db) => {
  await db.update(delegations).set({ zoneId: null });
  await db.delete(zones).where(
    notInArray(
      zones.id,
      ZONES.map((zone) => zone.id),
    ),
  );
  await db.delete(regions).where(
    notInArray(
      regions.id,
      REGIONS.map((region) => region.id),
    ),
  );
  await db
    .insert(regions)
    .values(REGIONS)
    .onConflictDoUpdate({ target: regions.id, set: { name: sql`excluded.name` } });
  await db
    .insert(zones)
    .values(ZONES)
    .onConflictDoUpdate({
      target: zones.id,
      set: { name: sql`excluded.name`, regionId: sql`excluded.region_id` },
    });
  for (const [delegation, zone] of SERVED) {
    await db.update(delegations).set({ zoneId: zone }).where(eq(delegations.id, delegation));
  }
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

/** Tables the API writes; the geography is put back by `insertGeography`. */
const DATA_TABLES = [
  'complaints',
  'voucher_amendments',
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
  'history',
];

export const resetData = async (db: Db, passwordHash: string) => {
  await db.execute(sql.raw(`truncate ${DATA_TABLES.join(', ')} cascade`));
  await insertGeography(db);
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
      declaration: 'CREATE',
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
