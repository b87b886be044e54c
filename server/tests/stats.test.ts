// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSession } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  complaints,
  holders,
  permissions,
  relayDepots,
  relayDepotZones,
  removalVouchers,
  subcontractors,
  tours,
  users,
} from '../db/schema';
import { addDays, periodsOf, tunisDay } from '../resources/stats/calendar';
import { ids, type FixtureUser } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';

const h = useHarness();

// Today as the server counts it (Tunis); every date below is relative to it, so that the suite
// means the same on any day. A run across midnight in Tunis could fail once.
const today = tunisDay(new Date());
const periods = periodsOf(today);

/** Midnight in Tunis (UTC+1, no summer time since 2009) at the start of a day. */
const tunisMidnight = (day: string) => new Date(`${day}T00:00:00.000+01:00`);

const sub = {
  own: 'd2000000-0000-4000-8000-000000000001', // the fixture SUBCONTRACTOR account's company
  other: 'd2000000-0000-4000-8000-000000000002',
  sahel: 'd2000000-0000-4000-8000-000000000003',
};
const depotN = 'd1000000-0000-4000-8000-000000000001';
const depotC = 'd1000000-0000-4000-8000-000000000002';
const otherAccount = 'd7000000-0000-4000-8000-000000000001';
const sahelAccount = 'd7000000-0000-4000-8000-000000000002';

let serial = 0;
const uuid = (prefix: string) => {
  serial += 1;
  return `${prefix}000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};

/** Two companies in Grand Tunis, one in the Sahel, a depot on each side. */
const insertNetwork = async (db: Db) => {
  await db.insert(users).values(
    [otherAccount, sahelAccount].map((id, index) => ({
      id,
      firstName: 'Compte',
      lastName: `Société ${index}`,
      email: `stats${index}@test.tn`,
      cin: `2${index}000000`,
      role: 'SUBCONTRACTOR' as const,
      status: 'ACTIVE' as const,
      passwordHash: 'x',
    })),
  );
  await insertDepot(db, { id: depotN, quantity: 100 });
  await insertDepot(db, { id: depotC, quantity: 100, zoneId: ids.sahel });
  const company = (id: string, userId: string, zoneId: string, relayDepotId: string) => ({
    id,
    userId,
    companyName: `Société ${id.slice(-1)}`,
    contractStartDate: new Date('2026-01-01T00:00:00.000Z'),
    contractEndDate: new Date('2027-12-31T00:00:00.000Z'),
    zoneId,
    relayDepotId,
    collectionCapacity: 1000,
    assignedTankCapacity: 500,
    fleetSize: 1,
  });
  await db
    .insert(subcontractors)
    .values([
      company(sub.own, ids.users.subcontractor, ids.grandTunis, depotN),
      company(sub.other, otherAccount, ids.grandTunis, depotN),
      company(sub.sahel, sahelAccount, ids.sahel, depotC),
    ]);
  // The fixture driver works for the fixture subcontractor's company.
  await db.update(users).set({ subcontractorId: sub.own }).where(eq(users.id, ids.users.driver));
};

const insertDepot = async (
  db: Db,
  { id = uuid('e1'), quantity = 0, capacity = 1000, zoneId = ids.grandTunis as string },
) => {
  await db.insert(relayDepots).values({
    id,
    code: `RD-${id.slice(0, 2)}-${id.slice(-4)}`,
    name: `Dépôt ${id.slice(0, 2)}-${id.slice(-4)}`,
    capacity,
    quantity,
    address: 'Zone industrielle',
    lat: 36.8,
    lng: 10.2,
    email: `depot-${id.slice(0, 2)}-${id.slice(-4)}@test.tn`,
    phoneNumber: '+216 71 000 000',
  });
  await db.insert(relayDepotZones).values({ relayDepotId: id, zoneId });
  return id;
};

type HolderRow = typeof holders.$inferInsert;
const insertHolder = async (db: Db, overrides: Partial<HolderRow> = {}) => {
  const id = overrides.id ?? uuid('e3');
  await db.insert(holders).values({
    id,
    name: `Détenteur ${id.slice(-4)}`,
    address: '1 rue de test',
    oilType: 'Huile de friture',
    storageCapacity: 100,
    contact: 'Contact',
    sectorCode: 'A',
    sectorSActCode: 'A',
    identificationDate: new Date('2024-01-01T00:00:00.000Z'),
    // Far in the past: it must not make a holder never collected count as late.
    subcontractorAssignmentStartDate: new Date('2025-01-01T00:00:00.000Z'),
    postalCode: 2070,
    city: 'La Marsa',
    netAmount: 10,
    latestTankAssignment: 'CUV-1',
    latestTankAssignmentDate: new Date('2025-01-01T00:00:00.000Z'),
    contactPhone: '+216 71 000 000',
    contactEmail: 'contact@test.tn',
    number: `H-${id.slice(-6)}`,
    delegationId: ids.laMarsa,
    subcontractorId: sub.own,
    supplierStatus: 'ACTIVE',
    category: 'EXCLUSIVE',
    collectFrequencyType: 'WEEKLY',
    collectFrequencyNumber: 1,
    ...overrides,
  });
  return id;
};

type VoucherRow = typeof removalVouchers.$inferInsert;
const insertVoucher = async (
  db: Db,
  holderId: string,
  litres: number[],
  overrides: Partial<VoucherRow> = {},
) => {
  const id = uuid('e5');
  await db.insert(removalVouchers).values({
    id,
    number: `BE-${id.slice(-6)}`,
    extractedTanks: litres.map((extractedQuantity, index) => ({
      tankNumber: index + 1,
      extractedQuantity,
    })),
    dueSum: 10,
    holderId,
    removalDate: today,
    status: 'CONFIRMED',
    subcontractorId: sub.own,
    actualSubcontractorId: sub.own,
    signature: '/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png',
    ...overrides,
  });
  return id;
};

const insertTour = async (db: Db, overrides: Partial<typeof tours.$inferInsert> = {}) => {
  const id = uuid('e4');
  await db.insert(tours).values({
    id,
    zoneId: ids.grandTunis,
    relayDepotId: depotN,
    subcontractorId: sub.own,
    ...overrides,
  });
  return id;
};

const stats = async (user: FixtureUser) => {
  const { data, response } = await (await h.client(user)).GET('/stats/home');
  expect(response.status).toBe(200);
  return data!;
};

const totalOf = async (
  result: Promise<{ data?: { meta: { totalItems: number } }; response: Response }>,
) => {
  const { data, response } = await result;
  expect(response.status).toBe(200);
  return data!.meta.totalItems;
};

describe('home stats', () => {
  it('names the periods it covers: today in Tunis, the calendar month, Monday to Sunday', async () => {
    const data = await stats('super');
    expect(data.today).toBe(today);
    expect(data.monthFrom).toBe(`${today.slice(0, 7)}-01`);
    expect(data.monthTo.slice(0, 7)).toBe(today.slice(0, 7));
    expect(addDays(data.monthTo, 1).slice(8)).toBe('01');
    expect(new Date(`${data.weekFrom}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(data.weekTo).toBe(addDays(data.weekFrom, 6));
    expect(data.weekFrom <= today && today <= data.weekTo).toBe(true);
    expect(data.collected?.months.map((month) => month.month)).toEqual(periods.months);
  });

  it('periods: the week starts on Monday, the year turns over in the 12 months', () => {
    expect(periodsOf('2026-11-22')).toEqual({
      today: '2026-11-22',
      monthFrom: '2026-11-01',
      monthTo: '2026-11-30',
      weekFrom: '2026-11-16',
      weekTo: '2026-11-22',
      months: [
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
      ],
    });
    expect(periodsOf('2028-02-28')).toMatchObject({
      monthTo: '2028-02-29',
      weekFrom: '2028-02-28',
      weekTo: '2028-03-05',
    });
    expect(periodsOf('2027-01-01').weekFrom).toBe('2026-12-28');
    // 23:30 UTC on the last day of a month is already the next month in Tunis.
    expect(tunisDay(new Date('2026-11-30T23:30:00.000Z'))).toBe('2026-12-01');
  });

  it('collected: litres of confirmed vouchers by removal month, the last 12 months, zero-filled', async () => {
    const { db } = h;
    await insertNetwork(db);
    const nord = await insertHolder(db);
    const sahel = await insertHolder(db, { delegationId: ids.sousseMedina, subcontractorId: null });
    const lastMonth = addDays(periods.monthFrom, -1);
    const oldest = `${periods.months[0]}-01`;
    await insertVoucher(db, nord, [120, 85.5], { removalDate: periods.monthFrom });
    await insertVoucher(db, nord, [40.25], { removalDate: periods.monthTo });
    await insertVoucher(db, nord, [300], { removalDate: lastMonth });
    await insertVoucher(db, nord, [10], { removalDate: oldest });
    // Outside the 12 months, not confirmed, or in the other region.
    await insertVoucher(db, nord, [999], { removalDate: addDays(oldest, -1) });
    await insertVoucher(db, nord, [500], { status: 'AWAITING' });
    await insertVoucher(db, nord, [700], { status: 'NOT_CONFIRMED' });
    await insertVoucher(db, sahel, [1000], { subcontractorId: sub.sahel });

    const all = (await stats('super')).collected!;
    expect(all.thisMonth).toBe(1245.75);
    expect(all.months).toHaveLength(12);
    expect(all.months[11]).toEqual({ month: periods.months[11], quantity: 1245.75 });
    expect(all.months[10]).toEqual({ month: periods.months[10], quantity: 300 });
    expect(all.months[0]).toEqual({ month: periods.months[0], quantity: 10 });
    expect(all.months.slice(1, 10).every((month) => month.quantity === 0)).toBe(true);

    const nordOnly = (await stats('admin')).collected!;
    expect(nordOnly.thisMonth).toBe(245.75);
    expect(nordOnly.months[10]?.quantity).toBe(300);
    expect((await stats('managerCentre')).collected?.thisMonth).toBe(1000);
  });

  it('collected: a subcontractor counts its own company only', async () => {
    const { db } = h;
    await insertNetwork(db);
    const holder = await insertHolder(db);
    await insertVoucher(db, holder, [100]);
    await insertVoucher(db, holder, [50], {
      subcontractorId: sub.other,
      actualSubcontractorId: sub.other,
    });
    // Planned for the other company, collected by ours: ours sees it, as in the list.
    await insertVoucher(db, holder, [7], { subcontractorId: sub.other });
    expect((await stats('subcontractor')).collected?.thisMonth).toBe(107);
    expect((await stats('reader')).collected?.thisMonth).toBe(157);
  });

  it('awaiting vouchers: the count of the list filtered on AWAITING, for every account', async () => {
    const { db } = h;
    await insertNetwork(db);
    const nord = await insertHolder(db);
    const capBon = await insertHolder(db, { delegationId: ids.hammamet });
    const sahel = await insertHolder(db, { delegationId: ids.sousseMedina, subcontractorId: null });
    await insertVoucher(db, nord, [1], { status: 'AWAITING' });
    await insertVoucher(db, nord, [1], { status: 'AWAITING', subcontractorId: sub.other });
    await insertVoucher(db, nord, [1], {
      status: 'AWAITING',
      subcontractorId: sub.other,
      actualSubcontractorId: sub.other,
    });
    await insertVoucher(db, capBon, [1], { status: 'AWAITING' });
    await insertVoucher(db, sahel, [1], { status: 'AWAITING', subcontractorId: sub.sahel });
    await insertVoucher(db, nord, [1], { status: 'CONFIRMED' });
    await insertVoucher(db, nord, [1], { status: 'NOT_CONFIRMED' });

    const expected: Partial<Record<FixtureUser, number>> = {
      super: 5,
      admin: 4,
      managerNord: 4,
      managerCentre: 1,
      reader: 3,
      // A company's accounts count their own company's vouchers only.
      driver: 2,
      subcontractor: 2,
    };
    for (const [user, count] of Object.entries(expected) as [FixtureUser, number][]) {
      const api = await h.client(user);
      expect((await stats(user)).awaitingVouchers, user).toBe(count);
      const listed = await totalOf(
        api.GET('/removal-vouchers', { params: { query: { status: 'AWAITING' } } }),
      );
      expect(listed, `${user} list`).toBe(count);
    }
  });

  it('nearly full depots: 80 % of capacity or more, the count of the list filtered at 0.8', async () => {
    const { db } = h;
    await insertNetwork(db);
    await insertDepot(db, { quantity: 850 });
    await insertDepot(db, { quantity: 800 });
    await insertDepot(db, { quantity: 799.9 });
    await insertDepot(db, { quantity: 12000, capacity: 12000, zoneId: ids.capBon });
    await insertDepot(db, { quantity: 950, zoneId: ids.sahel });

    const expected: Partial<Record<FixtureUser, number>> = {
      super: 4,
      admin: 3,
      managerCentre: 1,
      reader: 2,
    };
    for (const [user, count] of Object.entries(expected) as [FixtureUser, number][]) {
      const api = await h.client(user);
      expect((await stats(user)).nearlyFullDepots, user).toBe(count);
      const listed = await totalOf(
        api.GET('/relay-depots', { params: { query: { minFillRate: 0.8 } } }),
      );
      expect(listed, `${user} list`).toBe(count);
    }
  });

  it('overdue holders: late against the frequency since the LAST confirmed collection, longest first; the list filtered on overdue=true gives the same count', async () => {
    const { db } = h;
    await insertNetwork(db);
    const ago = (days: number) => addDays(today, -days);
    // Weekly, collected 10 days ago (and 40): due 3 days ago.
    const weekly = await insertHolder(db, { name: 'Restaurant Dar El Jeld' });
    await insertVoucher(db, weekly, [50], { removalDate: ago(10) });
    await insertVoucher(db, weekly, [50], { removalDate: ago(40) });
    // Twice a month (every 15 days), collected 15 days ago: due today, not yet overdue.
    const dueToday = await insertHolder(db, {
      collectFrequencyType: 'MONTHLY',
      collectFrequencyNumber: 2,
    });
    await insertVoucher(db, dueToday, [50], { removalDate: ago(15) });
    // Only confirmed vouchers count: confirmed 20 days ago, awaiting 2 days ago, due 13 days ago.
    const awaiting = await insertHolder(db, { name: 'Hôtel Les Orangers' });
    await insertVoucher(db, awaiting, [50], { removalDate: ago(20) });
    await insertVoucher(db, awaiting, [50], { removalDate: ago(2), status: 'AWAITING' });
    await insertVoucher(db, awaiting, [50], { removalDate: ago(1), status: 'NOT_CONFIRMED' });
    // Daily, collected yesterday: due today.
    const daily = await insertHolder(db, { collectFrequencyType: 'DAILY' });
    await insertVoucher(db, daily, [50], { removalDate: ago(1) });
    // Never collected, assigned long ago: not late (no last collection), counted apart.
    await insertHolder(db, { identificationDate: tunisMidnight(ago(400)) });
    // Never counted: inactive supplier, no frequency, deleted (even when collected long ago).
    for (const overrides of [
      { supplierStatus: 'INACTIVE' as const },
      { collectFrequencyNumber: 0 },
      { deletedAt: new Date() },
    ]) {
      await insertVoucher(db, await insertHolder(db, overrides), [50], { removalDate: ago(90) });
    }
    // Overdue in Cap Bon (Nord, outside Grand Tunis) and in the Sahel.
    const capBon = await insertHolder(db, { delegationId: ids.hammamet });
    await insertVoucher(db, capBon, [50], { removalDate: ago(8) });
    const sahel = await insertHolder(db, { delegationId: ids.sousseMedina, subcontractorId: null });
    await insertVoucher(db, sahel, [50], { removalDate: ago(30), subcontractorId: sub.sahel });

    const admin = (await stats('admin')).overdueHolders!;
    expect(admin.count).toBe(3);
    expect(admin.mostOverdue.map((row) => row.holder.id)).toEqual([awaiting, weekly, capBon]);
    expect(admin.mostOverdue[0]).toEqual({
      holder: {
        id: awaiting,
        name: 'Hôtel Les Orangers',
        number: `H-${awaiting.slice(-6)}`,
        city: 'La Marsa',
      },
      lastCollectionDate: ago(20),
      dueDate: ago(13),
      daysOverdue: 13,
    });
    expect(admin.mostOverdue[1]).toMatchObject({
      lastCollectionDate: ago(10),
      dueDate: ago(3),
      daysOverdue: 3,
    });
    expect(admin.mostOverdue[2]).toMatchObject({ dueDate: ago(1), daysOverdue: 1 });

    // A zone account does not see Cap Bon; the Centre-Est manager sees the Sahel only.
    expect((await stats('managerCentre')).overdueHolders?.mostOverdue[0]?.holder.id).toBe(sahel);
    const expected: Partial<Record<FixtureUser, number>> = {
      super: 4,
      admin: 3,
      reader: 2,
      managerCentre: 1,
    };
    for (const [user, count] of Object.entries(expected) as [FixtureUser, number][]) {
      const api = await h.client(user);
      expect((await stats(user)).overdueHolders?.count, user).toBe(count);
      const listed = await totalOf(api.GET('/holders', { params: { query: { overdue: true } } }));
      expect(listed, `${user} list overdue=true`).toBe(count);
    }
  });

  it('never-collected holders: holders to collect without any confirmed voucher, counted apart from the late ones, the count of the list filtered on neverCollected=true', async () => {
    const { db } = h;
    await insertNetwork(db);
    // Identified and assigned long ago, never collected: not late, never collected.
    const never = await insertHolder(db, { identificationDate: tunisMidnight('2020-01-01') });
    // An awaiting or refused voucher is not a collection.
    const awaitingOnly = await insertHolder(db);
    await insertVoucher(db, awaitingOnly, [50], { status: 'AWAITING' });
    await insertVoucher(db, awaitingOnly, [50], { status: 'NOT_CONFIRMED' });
    // Collected: not in this figure.
    const collected = await insertHolder(db);
    await insertVoucher(db, collected, [50], { removalDate: addDays(today, -2) });
    // Not to collect: inactive, no frequency, deleted.
    await insertHolder(db, { supplierStatus: 'INACTIVE' });
    await insertHolder(db, { collectFrequencyNumber: 0 });
    await insertHolder(db, { deletedAt: new Date() });
    await insertHolder(db, { delegationId: ids.sousseMedina, subcontractorId: null });

    const admin = (await stats('admin')).overdueHolders!;
    expect(admin).toEqual({ count: 0, neverCollected: 2, mostOverdue: [] });
    const api = await h.client('admin');
    const { data } = await api.GET('/holders', { params: { query: { neverCollected: true } } });
    expect(data!.items.map((holder) => holder.id).sort()).toEqual([never, awaitingOnly].sort());
    expect(await totalOf(api.GET('/holders', { params: { query: { overdue: true } } }))).toBe(0);
    expect((await stats('super')).overdueHolders?.neverCollected).toBe(3);
    expect(
      await totalOf(
        (await h.client('super')).GET('/holders', { params: { query: { neverCollected: true } } }),
      ),
    ).toBe(3);
  });

  it("overdue and never-collected holders: a subcontractor is answered about its own company's holders only", async () => {
    const { db } = h;
    await insertNetwork(db);
    const ago = (days: number) => addDays(today, -days);
    // Ours: one late, one never collected.
    const ours = await insertHolder(db);
    await insertVoucher(db, ours, [50], { removalDate: ago(10) });
    const oursNever = await insertHolder(db);
    // The competitor's in the same zone, which the subcontractor does not see: the same two.
    const theirs = await insertHolder(db, { subcontractorId: sub.other });
    await insertVoucher(db, theirs, [50], {
      removalDate: ago(30),
      subcontractorId: sub.other,
      actualSubcontractorId: sub.other,
    });
    await insertHolder(db, { subcontractorId: sub.other });

    const figures = (await stats('subcontractor')).overdueHolders!;
    expect(figures.mostOverdue.map((row) => row.holder.id)).toEqual([ours]);
    expect(figures).toMatchObject({ count: 1, neverCollected: 1 });
    const api = await h.client('subcontractor');
    const listed = async (query: { overdue?: boolean; neverCollected?: boolean }) =>
      (await api.GET('/holders', { params: { query } })).data?.items.map((row) => row.id);
    expect(await listed({ overdue: true })).toEqual([ours]);
    expect(await listed({ neverCollected: true })).toEqual([oursNever]);
    // Nor are the competitor's holders in its list.
    expect((await listed({}))?.sort()).toEqual([ours, oursNever].sort());
    expect((await stats('admin')).overdueHolders).toMatchObject({ count: 2, neverCollected: 2 });
  });

  it('overdue holders: names at most 5, and counts them all', async () => {
    const { db } = h;
    await insertNetwork(db);
    for (let index = 0; index < 7; index += 1) {
      await insertVoucher(db, await insertHolder(db), [50], { removalDate: addDays(today, -30) });
    }
    const overdue = (await stats('super')).overdueHolders!;
    expect(overdue.count).toBe(7);
    expect(overdue.mostOverdue).toHaveLength(5);
  });

  it('tours this week: planned from Monday to Sunday (not created this week), scoped like the list filtered on plannedDateFrom/plannedDateTo', async () => {
    const { db } = h;
    await insertNetwork(db);
    const lastWeek = new Date(tunisMidnight(periods.weekFrom).getTime() - 3 * 86_400_000);
    await insertTour(db, { plannedDate: periods.weekFrom, driverId: ids.users.driver });
    // Planned for Sunday, created long before: this week's.
    await insertTour(db, { plannedDate: periods.weekTo, createdAt: lastWeek });
    await insertTour(db, { plannedDate: periods.weekTo, subcontractorId: sub.other });
    // Created this week but planned before or after it, or not planned: not this week's.
    await insertTour(db, { plannedDate: addDays(periods.weekFrom, -1) });
    await insertTour(db, { plannedDate: addDays(periods.weekTo, 1) });
    await insertTour(db, { plannedDate: null });
    await insertTour(db, {
      plannedDate: periods.weekFrom,
      zoneId: ids.sahel,
      relayDepotId: depotC,
      subcontractorId: sub.sahel,
    });

    const expected: Partial<Record<FixtureUser, number>> = {
      super: 4,
      admin: 3,
      managerCentre: 1,
      subcontractor: 2,
      driver: 1,
    };
    for (const [user, count] of Object.entries(expected) as [FixtureUser, number][]) {
      const api = await h.client(user);
      expect((await stats(user)).toursThisWeek, user).toBe(count);
      const query = { plannedDateFrom: periods.weekFrom, plannedDateTo: periods.weekTo };
      expect(await totalOf(api.GET('/tours', { params: { query } })), `${user} list`).toBe(count);
    }
  });

  it('complaints: OPEN and IN_PROGRESS, the counts of the list filtered on each status', async () => {
    const { db } = h;
    await insertNetwork(db);
    const nord = await insertHolder(db);
    const sahel = await insertHolder(db, { delegationId: ids.sousseMedina, subcontractorId: null });
    const complaint = (
      holderId: string,
      status: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED',
      createdById: string = ids.users.managerNord,
    ) => ({ holderId, status, createdById, subject: 'Collecte', description: 'Cuve pleine' });
    await db.insert(complaints).values([
      complaint(nord, 'OPEN'),
      complaint(nord, 'IN_PROGRESS'),
      complaint(nord, 'RESOLVED'),
      complaint(sahel, 'OPEN', ids.users.managerCentre),
      // The author always sees their own complaint, wherever the holder is.
      complaint(sahel, 'OPEN', ids.users.admin),
    ]);

    const expected: Partial<Record<FixtureUser, { open: number; inProgress: number }>> = {
      super: { open: 3, inProgress: 1 },
      admin: { open: 2, inProgress: 1 },
      managerCentre: { open: 2, inProgress: 0 },
      subcontractor: { open: 1, inProgress: 1 },
    };
    for (const [user, counts] of Object.entries(expected) as [
      FixtureUser,
      { open: number; inProgress: number },
    ][]) {
      const api = await h.client(user);
      expect((await stats(user)).complaints, user).toEqual(counts);
      const count = (status: 'OPEN' | 'IN_PROGRESS') =>
        totalOf(api.GET('/complaints', { params: { query: { status } } }));
      expect({ open: await count('OPEN'), inProgress: await count('IN_PROGRESS') }).toEqual(counts);
    }
  });

  it('a figure whose resource the account may not READ is null', async () => {
    const driver = await stats('driver');
    expect(driver.collected).not.toBeNull();
    expect(driver.awaitingVouchers).toBe(0);
    expect(driver.toursThisWeek).toBe(0);
    expect(driver.nearlyFullDepots).toBeNull();
    expect(driver.overdueHolders).toBeNull();
    expect(driver.complaints).toBeNull();

    const subcontractor = await stats('subcontractor');
    expect(subcontractor.nearlyFullDepots).toBeNull();
    expect(subcontractor.overdueHolders).toEqual({ count: 0, neverCollected: 0, mostOverdue: [] });
    expect(subcontractor.complaints).toEqual({ open: 0, inProgress: 0 });

    // Without any READ the home page still answers, every figure null.
    await h.db.insert(users).values({
      id: otherAccount,
      firstName: 'Sans',
      lastName: 'Droits',
      email: 'sans.droits@test.tn',
      cin: '09999999',
      role: 'REGIONAL_MANAGER',
      status: 'ACTIVE',
      passwordHash: 'x',
    });
    await h.db.insert(permissions).values({
      userId: otherAccount,
      holder: 'CREATE',
      zoneId: ids.grandTunis,
    });
    const token = await createSession(h.db, otherAccount, 'SIGN_IN', 3600);
    const { data, response } = await h.clientWithToken(token).GET('/stats/home');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      today,
      collected: null,
      awaitingVouchers: null,
      nearlyFullDepots: null,
      overdueHolders: null,
      toursThisWeek: null,
      complaints: null,
    });
  });

  it('401 without a session, 403 for a PENDING account', async () => {
    const anonymous: ApiClient = await h.client();
    const signedOut = await anonymous.GET('/stats/home');
    expect(signedOut.response.status).toBe(401);
    expect(signedOut.error?.code).toBe('401:UNAUTHORIZED');
    const pending = await (await h.client('pending', 'en')).GET('/stats/home');
    expect(pending.response.status).toBe(403);
    expect(pending.error?.message).toBe('You currently dont have access to this action');
  });
});
