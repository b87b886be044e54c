// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components, operations } from '@generated/openapi-types/schema';
import { createSession } from '../auth/sessions';
import { holders, permissions, tourHolders, tours } from '../db/schema';
import { subcontractorBody, voucherBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';
import { buildWorld, world as w } from './support/world';

// Competing companies share a zone: what one company's accounts may see and do about another's.

const h = useHarness();

const driverBody = (
  overrides: Partial<components['schemas']['UserCreate']> = {},
): components['schemas']['UserCreate'] => ({
  firstName: 'Nouveau',
  lastName: 'Chauffeur',
  phoneNumber: '+216 20 555 555',
  cin: '09555555',
  role: 'DRIVER',
  permissions: { tour: 'READ', areaId: ids.grandTunis },
  ...overrides,
});

type ListHoldersParams = NonNullable<operations['listHolders']['parameters']['query']>;

const issuePaths = (
  error: { details?: { issues: { path?: (string | number)[] }[] } } | undefined,
) => error?.details?.issues.map((issue) => issue.path?.join('.'));

describe('drivers belong to a company', () => {
  it('a SUBCONTRACTOR lists, reads and edits only its own drivers, and creates them in its company', async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('subcontractor');
    const list = await api.GET('/users', { params: { query: { limit: 100 } } });
    expect(list.data?.items.map((user) => user.id)).toEqual([ids.users.driver]);
    expect(list.data?.items[0]?.subcontractorId).toBe(w.subN);
    for (const id of [w.driverN2, w.driverC]) {
      const get = await api.GET('/users/{id}', { params: { path: { id } } });
      expect(get.response.status).toBe(404);
      const patch = await api.PATCH('/users/{id}', {
        params: { path: { id } },
        body: { firstName: 'Pris' },
      });
      expect(patch.response.status).toBe(404);
    }
    const own = await api.PATCH('/users/{id}', {
      params: { path: { id: ids.users.driver } },
      body: { firstName: 'Karim' },
    });
    expect(own.response.status).toBe(200);
    const away = await api.PATCH('/users/{id}', {
      params: { path: { id: ids.users.driver } },
      body: { subcontractorId: w.subN2 },
    });
    expect(issuePaths(away.error)).toEqual(['subcontractorId']);

    const created = await api.POST('/users', { body: driverBody() });
    expect(created.response.status).toBe(201);
    expect(created.data?.subcontractorId).toBe(w.subN);
    const other = await api.POST('/users', {
      body: driverBody({ phoneNumber: '+216 20 555 556', subcontractorId: w.subN2 }),
    });
    expect(other.response.status).toBe(400);
    expect(issuePaths(other.error)).toEqual(['subcontractorId']);
    expect(other.error?.message).toBe('Vous ne pouvez désigner que votre propre société');
  });

  it('staff creating a driver must name a company inside their area (400 on the field otherwise)', async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('admin');
    const missing = await api.POST('/users', { body: driverBody() });
    expect(issuePaths(missing.error)).toEqual(['subcontractorId']);
    for (const subcontractorId of [w.subC, '0f000000-0000-4000-8000-000000000000']) {
      const outside = await api.POST('/users', { body: driverBody({ subcontractorId }) });
      expect(outside.response.status).toBe(400);
      expect(issuePaths(outside.error)).toEqual(['subcontractorId']);
    }
    const notADriver = await api.POST('/users', {
      body: driverBody({ role: 'SUBCONTRACTOR', subcontractorId: w.subN2 }),
    });
    expect(issuePaths(notADriver.error)).toEqual(['subcontractorId']);
    const created = await api.POST('/users', { body: driverBody({ subcontractorId: w.subN2 }) });
    expect(created.response.status).toBe(201);
    expect(created.data?.subcontractorId).toBe(w.subN2);
    const moved = await api.PATCH('/users/{id}', {
      params: { path: { id: created.data!.id } },
      body: { subcontractorId: w.subN },
    });
    expect(moved.data?.subcontractorId).toBe(w.subN);
  });

  it("a DRIVER sees only its company's vouchers and creates vouchers for its own company only", async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('driver');
    const list = await api.GET('/removal-vouchers');
    expect(list.data?.items.map((voucher) => voucher.id)).toEqual([w.voucherN]);
    const other = await api.GET('/removal-vouchers/{id}', {
      params: { path: { id: w.voucherN2 } },
    });
    expect(other.response.status).toBe(404);
    const forOther = await api.POST('/removal-vouchers', {
      body: voucherBody(w.holderN, w.subN2),
    });
    expect(forOther.response.status).toBe(400);
    expect(issuePaths(forOther.error)).toEqual(['subcontractorId']);
    // The competitor's holder, which its company collects: not one of ours to record a pickup at.
    const atTheirs = await api.POST('/removal-vouchers', { body: voucherBody(w.holderN2, w.subN) });
    expect(atTheirs.response.status).toBe(400);
    expect(issuePaths(atTheirs.error)).toEqual(['holderId']);
    const own = await api.POST('/removal-vouchers', { body: voucherBody(w.holderN, w.subN) });
    expect(own.response.status).toBe(201);
    const tours = await api.GET('/tours');
    expect(tours.data?.items.map((tour) => tour.id)).toEqual([w.tourN]);
  });

  it("a tour's driver works for the tour's company", async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('admin');
    const stranger = await api.PATCH('/tours/{id}', {
      params: { path: { id: w.tourN2 } },
      body: { driverId: ids.users.driver },
    });
    expect(issuePaths(stranger.error)).toEqual(['driverId']);
    const sub = await h.client('subcontractor');
    const competitor = await sub.PATCH('/tours/{id}', {
      params: { path: { id: w.tourN } },
      body: { driverId: w.driverN2 },
    });
    expect(issuePaths(competitor.error)).toEqual(['driverId']);
  });
});

describe("a tour is its company's", () => {
  it('the company a tour is assigned to sees it but changes nothing (403): owner, stops, date and driver stay', async () => {
    await buildWorld(h.db, h.passwordHash);
    await h.db.update(tours).set({ assignedSubcontractorId: w.subN }).where(eq(tours.id, w.tourN2));
    const stored = async () => {
      const [tour] = await h.db.select().from(tours).where(eq(tours.id, w.tourN2));
      const stops = await h.db
        .select({ holderId: tourHolders.holderId })
        .from(tourHolders)
        .where(eq(tourHolders.tourId, w.tourN2));
      return { tour, stops };
    };
    const before = await stored();
    const sub = await h.client('subcontractor');
    // The screens learn the account's company from the current user.
    expect((await sub.GET('/auth/current-user')).data?.subcontractorId).toBe(w.subN);
    const seen = await sub.GET('/tours/{id}', { params: { path: { id: w.tourN2 } } });
    expect(seen.response.status).toBe(200);
    // The owner's driver by name only: how to reach them stays with their company.
    expect(seen.data?.driver).toMatchObject({ id: w.driverN2, email: null, phoneNumber: null });
    expect(seen.data?.driver?.lastName).toBeTruthy();
    const ownTour = await sub.GET('/tours/{id}', { params: { path: { id: w.tourN } } });
    expect(ownTour.data?.driver?.phoneNumber).toBeTruthy();
    for (const body of [
      // Taking the tour for itself, which would also drop the owner's driver.
      { subcontractorId: w.subN, driverId: null },
      { driverId: null },
      { holders: [w.holderN2, w.holderN] },
      { plannedDate: '2026-12-01' },
      { assignedSubcontractorId: null },
    ]) {
      const patch = await sub.PATCH('/tours/{id}', { params: { path: { id: w.tourN2 } }, body });
      expect(patch.response.status, JSON.stringify(body)).toBe(403);
    }
    expect(await stored()).toEqual(before);
    expect(before.tour?.subcontractorId).toBe(w.subN2);
    expect(before.tour?.driverId).toBe(w.driverN2);

    // Its own tour it still changes.
    const own = await sub.PATCH('/tours/{id}', {
      params: { path: { id: w.tourN } },
      body: { plannedDate: '2026-12-01' },
    });
    expect(own.response.status).toBe(200);
  });

  it("a company puts only its own company's holders on its tours, and the zone's picker lists only those", async () => {
    await buildWorld(h.db, h.passwordHash);
    const sub = await h.client('subcontractor');
    const picker = await sub.GET('/holders/by-zone/{zoneId}', {
      params: { path: { zoneId: ids.grandTunis }, query: { limit: 100 } },
    });
    expect(picker.data?.items.map((holder) => holder.id)).toEqual([w.holderN]);
    expect(picker.data?.meta.totalItems).toBe(1);
    const patch = await sub.PATCH('/tours/{id}', {
      params: { path: { id: w.tourN } },
      body: { holders: [w.holderN, w.holderN2] },
    });
    expect(patch.response.status).toBe(400);
    expect(issuePaths(patch.error)).toEqual(['holders.1']);
    const stops = await h.db
      .select({ holderId: tourHolders.holderId })
      .from(tourHolders)
      .where(eq(tourHolders.tourId, w.tourN));
    expect(stops).toEqual([{ holderId: w.holderN }]);
    // Staff put any holder of the zone on any company's tour.
    const admin = await h.client('admin');
    const staff = await admin.PATCH('/tours/{id}', {
      params: { path: { id: w.tourN } },
      body: { holders: [w.holderN, w.holderN2] },
    });
    expect(staff.response.status).toBe(200);
  });

  it("the tours' search does not look into the depots' e-mail or address", async () => {
    await buildWorld(h.db, h.passwordHash);
    const sub = await h.client('subcontractor');
    const search = async (query: string) =>
      (await sub.GET('/tours', { params: { query: { query } } })).data?.items.map((t) => t.id);
    expect(await search('rd-n@test')).toEqual([]);
    expect(await search('zone industrielle')).toEqual([]);
    expect(await search('Dépôt RD-N')).toEqual([w.tourN]);
  });
});

describe("a company's holders", () => {
  it("a company's accounts list, search, count and read their own company's holders only: a competitor's is unknown (404)", async () => {
    await buildWorld(h.db, h.passwordHash);
    // A driver given holder READ is held to its company too.
    await h.db
      .update(permissions)
      .set({ holder: 'READ' })
      .where(eq(permissions.userId, ids.users.driver));
    for (const account of ['subcontractor', 'driver'] as const) {
      const api = await h.client(account);
      const list = async (query: ListHoldersParams = {}) => {
        const { data } = await api.GET('/holders', { params: { query: { limit: 100, ...query } } });
        return { ids: data?.items.map((holder) => holder.id), total: data?.meta.totalItems };
      };
      expect(await list(), account).toEqual({ ids: [w.holderN], total: 1 });
      expect(await list({ zoneId: ids.grandTunis }), account).toEqual({
        ids: [w.holderN],
        total: 1,
      });
      // Named, by company, by place or by text: nothing of the competitor's, not even a count.
      for (const query of [
        { subcontractorId: w.subN2 },
        { delegationId: ids.carthage },
        { query: 'Détenteur H-N2' },
        { category: 'EXCLUSIVE' as const, delegationId: ids.carthage },
      ]) {
        expect(await list(query), `${account} ${JSON.stringify(query)}`).toEqual({
          ids: [],
          total: 0,
        });
      }
      const read = await api.GET('/holders/{id}', { params: { path: { id: w.holderN2 } } });
      expect(read.response.status, account).toBe(404);
      expect(
        (await api.GET('/holders/{id}', { params: { path: { id: w.holderN } } })).response.status,
      ).toBe(200);
    }
    // Staff of the zone see both companies' holders.
    const admin = await h.client('admin');
    const staff = await admin.GET('/holders', { params: { query: { zoneId: ids.grandTunis } } });
    expect(staff.data?.items.map((holder) => holder.id).sort()).toEqual(
      [w.holderN, w.holderN2].sort(),
    );
    expect(staff.data?.meta.totalItems).toBe(2);
  });
});

describe("a company's complaints", () => {
  it("a company's account complains about its own company's holders, and reads the complaints about them and its own, not a competitor's", async () => {
    await buildWorld(h.db, h.passwordHash);
    const sub = await h.client('subcontractor');
    const body = { subject: 'Cuve vidée', description: 'Par un autre collecteur.' };
    const aboutTheirs = await sub.POST('/complaints', { body: { ...body, holderId: w.holderN2 } });
    expect(aboutTheirs.response.status).toBe(400);
    expect(issuePaths(aboutTheirs.error)).toEqual(['holderId']);
    const mine = await sub.POST('/complaints', { body: { ...body, holderId: w.holderN } });
    expect(mine.response.status).toBe(201);
    const listed = async () =>
      (await sub.GET('/complaints', { params: { query: { limit: 100 } } })).data?.items
        .map((complaint) => complaint.id)
        .sort();
    expect(await listed()).toEqual([w.complaintN, mine.data!.id].sort());
    const theirs = await sub.GET('/complaints/{id}', {
      params: { path: { id: w.complaintN2 } },
    });
    expect(theirs.response.status).toBe(404);
    expect((await sub.GET('/stats/home')).data?.complaints?.open).toBe(2);
    // The holder goes to the competitor: staff's complaint about it goes out of sight, the one
    // the company wrote stays its own.
    await h.db.update(holders).set({ subcontractorId: w.subN2 }).where(eq(holders.id, w.holderN));
    expect(await listed()).toEqual([mine.data!.id]);
    expect((await sub.GET('/stats/home')).data?.complaints?.open).toBe(1);
  });
});

describe('subcontractors obey the account rules of /users', () => {
  it('creating a subcontractor needs users CREATE', async () => {
    await buildWorld(h.db, h.passwordHash);
    await h.db
      .update(permissions)
      .set({ users: 'READ', removalVoucher: 'READ|CREATE|UPDATE' })
      .where(eq(permissions.userId, ids.users.managerNord));
    const api = await h.client('managerNord');
    const refused = await api.POST('/subcontractors', { body: subcontractorBody(w.depotN) });
    expect(refused.response.status).toBe(403);
  });

  it('creating a subcontractor hands out no action the caller lacks', async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('managerNord');
    // The subcontractor's account gets removalVoucher CREATE, which the manager does not hold.
    const refused = await api.POST('/subcontractors', { body: subcontractorBody(w.depotN) });
    expect(refused.response.status).toBe(403);
    await h.db
      .update(permissions)
      .set({ removalVoucher: 'READ|CREATE|UPDATE' })
      .where(eq(permissions.userId, ids.users.managerNord));
    const created = await api.POST('/subcontractors', { body: subcontractorBody(w.depotN) });
    expect(created.response.status).toBe(201);
    expect(created.data?.user.permissions?.removalVoucher).toBe('READ|CREATE');
  });

  it("changing the account's e-mail or phone needs users UPDATE and ends its sessions", async () => {
    await buildWorld(h.db, h.passwordHash);
    await h.db
      .update(permissions)
      .set({ users: 'READ' })
      .where(eq(permissions.userId, ids.users.managerNord));
    const token = await createSession(h.db, w.accountN2, 'SIGN_IN', 3600);
    const account = h.clientWithToken(token);
    expect((await account.GET('/auth/current-user')).response.status).toBe(200);

    const manager = await h.client('managerNord');
    const login = await manager.PATCH('/subcontractors/{id}', {
      params: { path: { id: w.subN2 } },
      body: { email: 'pirate@test.tn' },
    });
    expect(login.response.status).toBe(403);
    // The same values as before, and company fields, are no account change.
    const same = await manager.PATCH('/subcontractors/{id}', {
      params: { path: { id: w.subN2 } },
      body: { email: 'societe0@test.tn', firstName: 'Compte', companyName: 'Nouveau nom' },
    });
    expect(same.response.status).toBe(200);
    expect((await account.GET('/auth/current-user')).response.status).toBe(200);

    const admin = await h.client('admin');
    const changed = await admin.PATCH('/subcontractors/{id}', {
      params: { path: { id: w.subN2 } },
      body: { email: 'nouvelle@test.tn' },
    });
    expect(changed.response.status).toBe(200);
    expect(changed.data?.user.email).toBe('nouvelle@test.tn');
    expect((await account.GET('/auth/current-user')).response.status).toBe(401);
  });

  it("the company's account is changed only while its rights lie in the caller's area, as through /users", async () => {
    await buildWorld(h.db, h.passwordHash);
    // The company works in Grand Tunis, its account's rights were moved to the Sahel.
    await h.db
      .update(permissions)
      .set({ zoneId: ids.sahel, regionId: null })
      .where(eq(permissions.userId, w.accountN2));
    const admin = await h.client('admin');
    const login = await admin.PATCH('/subcontractors/{id}', {
      params: { path: { id: w.subN2 } },
      body: { email: 'pirate@test.tn' },
    });
    expect(login.response.status).toBe(403);
    const company = await admin.PATCH('/subcontractors/{id}', {
      params: { path: { id: w.subN2 } },
      body: { companyName: 'Nouveau nom' },
    });
    expect(company.response.status).toBe(200);
    expect(company.data?.user.email).not.toBe('pirate@test.tn');
  });

  it("changing an account's e-mail or phone through /users ends its sessions too", async () => {
    const token = await createSession(h.db, ids.users.driver, 'SIGN_IN', 3600);
    const driver = h.clientWithToken(token);
    const admin = await h.client('admin');
    const renamed = await admin.PATCH('/users/{id}', {
      params: { path: { id: ids.users.driver } },
      body: { firstName: 'Karim' },
    });
    expect(renamed.response.status).toBe(200);
    expect((await driver.GET('/auth/current-user')).response.status).toBe(200);
    const phone = await admin.PATCH('/users/{id}', {
      params: { path: { id: ids.users.driver } },
      body: { phoneNumber: '+216 22 999 999' },
    });
    expect(phone.response.status).toBe(200);
    expect((await driver.GET('/auth/current-user')).response.status).toBe(401);
  });
});

describe('contact details only for those who manage the records', () => {
  it('holder contacts only with holder UPDATE, and the search does not look into them', async () => {
    await buildWorld(h.db, h.passwordHash);
    const sub = await h.client('subcontractor');
    const read = await sub.GET('/holders/{id}', { params: { path: { id: w.holderN } } });
    expect(read.response.status).toBe(200);
    for (const field of ['contact', 'contactPhone', 'contactEmail', 'contactLandline']) {
      expect(read.data, field).not.toHaveProperty(field);
    }
    const listed = await sub.GET('/holders');
    expect(listed.data?.items.every((holder) => holder.contactEmail === undefined)).toBe(true);
    const probe = await sub.GET('/holders', { params: { query: { query: 'contact@test' } } });
    expect(probe.data?.meta.totalItems).toBe(0);
    const vouchers = await sub.GET('/removal-vouchers', {
      params: { query: { query: 'contact@test' } },
    });
    expect(vouchers.data?.meta.totalItems).toBe(0);

    const admin = await h.client('admin');
    const full = await admin.GET('/holders/{id}', { params: { path: { id: w.holderN } } });
    expect(full.data?.contactEmail).toBe('contact@test.tn');
    expect(full.data?.contact).toBe('Contact');
    const search = await admin.GET('/holders', { params: { query: { query: 'contact@test' } } });
    expect(search.data?.meta.totalItems).toBe(2);
  });

  it("complaint authors' e-mail and phone only with complaint UPDATE, or for the author", async () => {
    await buildWorld(h.db, h.passwordHash);
    const sub = await h.client('subcontractor');
    const read = await sub.GET('/complaints/{id}', { params: { path: { id: w.complaintN } } });
    expect(read.data?.createdBy).toMatchObject({
      firstName: 'admin',
      email: null,
      phoneNumber: null,
    });
    const list = await sub.GET('/complaints');
    expect(list.data?.items.every((item) => item.createdBy.email === null)).toBe(true);
    const manager = await h.client('managerNord');
    const managed = await manager.GET('/complaints/{id}', {
      params: { path: { id: w.complaintN } },
    });
    expect(managed.data?.createdBy.email).toBe('admin@test.tn');
    expect(managed.data?.createdBy.phoneNumber).toBe('+216 71 000 001');
    const mine = await sub.POST('/complaints', {
      body: { holderId: w.holderN, subject: 'S', description: 'D' },
    });
    expect(mine.data?.createdBy.email).toBe('sub@test.tn');
  });
});
