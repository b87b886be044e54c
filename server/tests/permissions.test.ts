// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  complaints,
  holders,
  relayDepots,
  removalVouchers,
  subcontractors,
  tours,
} from '../db/schema';
import { depotBody, holderBody, subcontractorBody, voucherBody } from './support/factories';
import { ids, type FixtureUser } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';
import { buildWorld, world as w } from './support/world';

// Roles × resources × actions × own/other area. Every expectation is written out from the
// fixture's permissions (support/fixture.ts): an action the user lacks is 403, a record
// outside what they may see is 404 (as if it did not exist), a new record outside their area
// is 403, and a reference to a record they cannot see is 400 on its field.

const h = useHarness();

type Resource = 'holder' | 'relayDepot' | 'subcontractor' | 'tour' | 'removalVoucher' | 'complaint';
type Side = 'N' | 'C';
interface Outcome {
  status: number;
  ids?: string[];
}

const RECORDS: Record<Resource, Record<Side, string>> = {
  holder: { N: w.holderN, C: w.holderC },
  relayDepot: { N: w.depotN, C: w.depotC },
  subcontractor: { N: w.subN, C: w.subC },
  tour: { N: w.tourN, C: w.tourC },
  removalVoucher: { N: w.voucherN, C: w.voucherC },
  complaint: { N: w.complaintN, C: w.complaintC },
};

const ALL = ['READ', 'CREATE', 'UPDATE'];
const HELD: Record<FixtureUser, Partial<Record<Resource, string[]>>> = {
  super: Object.fromEntries(Object.keys(RECORDS).map((resource) => [resource, ALL])),
  admin: Object.fromEntries(Object.keys(RECORDS).map((resource) => [resource, ALL])),
  // Creating a subcontractor hands its account removalVoucher CREATE, which managers lack.
  managerNord: {
    holder: ALL,
    relayDepot: ALL,
    subcontractor: ['READ', 'UPDATE'],
    tour: ALL,
    removalVoucher: ['READ', 'UPDATE'],
    complaint: ALL,
  },
  managerCentre: {
    holder: ALL,
    relayDepot: ALL,
    subcontractor: ['READ', 'UPDATE'],
    tour: ALL,
    removalVoucher: ['READ', 'UPDATE'],
    complaint: ALL,
  },
  subcontractor: {
    holder: ['READ'],
    tour: ['READ', 'UPDATE'],
    removalVoucher: ['READ', 'CREATE'],
    complaint: ['READ', 'CREATE'],
  },
  driver: { tour: ['READ'], removalVoucher: ['READ', 'CREATE'] },
  reader: Object.fromEntries(Object.keys(RECORDS).map((resource) => [resource, ['READ']])),
  pending: {},
};

const NORD = {
  holder: [w.holderN, w.holderN2],
  relayDepot: [w.depotN, w.depotN2],
  subcontractor: [w.subN, w.subN2],
  tour: [w.tourN, w.tourN2],
  removalVoucher: [w.voucherN, w.voucherN2],
  complaint: [w.complaintN, w.complaintN2],
};
const VISIBLE: Record<FixtureUser, Record<Resource, string[]>> = {
  super: {
    holder: [w.holderN, w.holderN2, w.holderC],
    relayDepot: [w.depotN, w.depotN2, w.depotC],
    subcontractor: [w.subN, w.subN2, w.subC],
    tour: [w.tourN, w.tourN2, w.tourC],
    removalVoucher: [w.voucherN, w.voucherN2, w.voucherC],
    complaint: [w.complaintN, w.complaintN2, w.complaintC],
  },
  admin: NORD,
  managerNord: NORD,
  reader: NORD,
  managerCentre: {
    holder: [w.holderC],
    relayDepot: [w.depotC],
    subcontractor: [w.subC],
    tour: [w.tourC],
    removalVoucher: [w.voucherC],
    complaint: [w.complaintC],
  },
  // Its own company's holders, tours, vouchers and complaints (about its holders) only.
  subcontractor: {
    ...NORD,
    holder: [w.holderN],
    subcontractor: [w.subN],
    tour: [w.tourN],
    removalVoucher: [w.voucherN],
    complaint: [w.complaintN],
  },
  // Its company's holders, the tours it drives and its company's vouchers.
  driver: { ...NORD, holder: [w.holderN], tour: [w.tourN], removalVoucher: [w.voucherN] },
  pending: NORD,
};
const AREA: Record<FixtureUser, Side[]> = {
  super: ['N', 'C'],
  admin: ['N'],
  managerNord: ['N'],
  managerCentre: ['C'],
  subcontractor: ['N'],
  driver: ['N'],
  reader: ['N'],
  pending: ['N'],
};

const delegation = (side: Side) => (side === 'N' ? ids.laMarsa : ids.sousseMedina);
const zone = (side: Side) => (side === 'N' ? ids.grandTunis : ids.sahel);
const ok = (result: { response: Response }): Outcome => ({ status: result.response.status });
const listed = (result: { response: Response; data?: { items: { id: string }[] } }): Outcome => ({
  status: result.response.status,
  ids: result.data?.items.map((item) => item.id),
});

const OPS: Record<
  Resource,
  {
    list(api: ApiClient): Promise<Outcome>;
    get(api: ApiClient, id: string): Promise<Outcome>;
    update(api: ApiClient, id: string): Promise<Outcome>;
    create(api: ApiClient, side: Side): Promise<Outcome>;
  }
> = {
  holder: {
    list: async (api) => listed(await api.GET('/holders')),
    get: async (api, id) => ok(await api.GET('/holders/{id}', { params: { path: { id } } })),
    update: async (api, id) =>
      ok(
        await api.PATCH('/holders/{id}', {
          params: { path: { id } },
          body: { storageCapacity: 123 },
        }),
      ),
    create: async (api, side) =>
      ok(await api.POST('/holders', { body: holderBody({ delegationId: delegation(side) }) })),
  },
  relayDepot: {
    list: async (api) => listed(await api.GET('/relay-depots')),
    get: async (api, id) => ok(await api.GET('/relay-depots/{id}', { params: { path: { id } } })),
    update: async (api, id) =>
      ok(
        await api.PATCH('/relay-depots/{id}', {
          params: { path: { id } },
          body: { name: 'Changé' },
        }),
      ),
    create: async (api, side) =>
      ok(await api.POST('/relay-depots', { body: depotBody({ zoneIds: [zone(side)] }) })),
  },
  subcontractor: {
    list: async (api) => listed(await api.GET('/subcontractors')),
    get: async (api, id) => ok(await api.GET('/subcontractors/{id}', { params: { path: { id } } })),
    update: async (api, id) =>
      ok(
        await api.PATCH('/subcontractors/{id}', {
          params: { path: { id } },
          body: { companyName: 'Changée' },
        }),
      ),
    create: async (api, side) =>
      ok(
        await api.POST('/subcontractors', {
          body: subcontractorBody(side === 'N' ? w.depotN : w.depotC, { zoneId: zone(side) }),
        }),
      ),
  },
  tour: {
    list: async (api) => listed(await api.GET('/tours')),
    get: async (api, id) => ok(await api.GET('/tours/{id}', { params: { path: { id } } })),
    update: async (api, id) =>
      ok(await api.PATCH('/tours/{id}', { params: { path: { id } }, body: { driverId: null } })),
    create: async (api, side) =>
      ok(
        await api.POST('/tours', {
          body: {
            zoneId: zone(side),
            relayDepotId: side === 'N' ? w.depotN : w.depotC,
            subcontractorId: side === 'N' ? w.subN : w.subC,
            holders: [side === 'N' ? w.holderN : w.holderC],
          },
        }),
      ),
  },
  removalVoucher: {
    list: async (api) => listed(await api.GET('/removal-vouchers')),
    get: async (api, id) =>
      ok(await api.GET('/removal-vouchers/{id}', { params: { path: { id } } })),
    update: async (api, id) =>
      ok(
        await api.PATCH('/removal-vouchers/{id}', {
          params: { path: { id } },
          body: { observations: 'Changé' },
        }),
      ),
    create: async (api, side) =>
      ok(
        await api.POST('/removal-vouchers', {
          body: side === 'N' ? voucherBody(w.holderN, w.subN) : voucherBody(w.holderC, w.subC),
        }),
      ),
  },
  complaint: {
    list: async (api) => listed(await api.GET('/complaints')),
    get: async (api, id) => ok(await api.GET('/complaints/{id}', { params: { path: { id } } })),
    update: async (api, id) =>
      ok(
        await api.PATCH('/complaints/{id}', {
          params: { path: { id } },
          body: { description: 'Changée' },
        }),
      ),
    create: async (api, side) =>
      ok(
        await api.POST('/complaints', {
          body: { holderId: side === 'N' ? w.holderN : w.holderC, subject: 'S', description: 'D' },
        }),
      ),
  },
};

/** Records created elsewhere are referenced (400), the others are placed (403) outside the area. */
const outsideCreate: Record<Resource, number> = {
  holder: 403,
  relayDepot: 403,
  subcontractor: 403,
  tour: 403,
  removalVoucher: 400,
  complaint: 400,
};

const versions = async () => {
  const tables = [holders, relayDepots, subcontractors, tours, removalVouchers, complaints];
  const rows = await Promise.all(
    tables.map((table) => h.db.select({ id: table.id, updatedAt: table.updatedAt }).from(table)),
  );
  return new Map(rows.flat().map((row) => [row.id, row.updatedAt.toISOString()]));
};

const USERS = Object.keys(HELD) as FixtureUser[];

describe('permissions matrix', () => {
  it.each(USERS)('%s: resources × actions × own and other area', async (user) => {
    await buildWorld(h.db, h.passwordHash);
    const before = await versions();
    const api = await h.client(user);
    const changed = new Set<string>();
    for (const resource of Object.keys(RECORDS) as Resource[]) {
      const held = HELD[user][resource] ?? [];
      const visible = VISIBLE[user][resource];
      const where = `${user} ${resource}`;
      const list = await OPS[resource].list(api);
      if (held.includes('READ')) {
        expect(list.status, `${where} list`).toBe(200);
        expect(new Set(list.ids), `${where} list`).toEqual(new Set(visible));
      } else {
        expect(list.status, `${where} list`).toBe(403);
      }
      for (const side of ['N', 'C'] as const) {
        const id = RECORDS[resource][side];
        const seen = visible.includes(id);
        const get = await OPS[resource].get(api, id);
        expect(get.status, `${where} get ${side}`).toBe(
          held.includes('READ') ? (seen ? 200 : 404) : 403,
        );
        const update = await OPS[resource].update(api, id);
        const mayUpdate = held.includes('UPDATE');
        expect(update.status, `${where} update ${side}`).toBe(mayUpdate ? (seen ? 200 : 404) : 403);
        if (update.status === 200) changed.add(id);
        const create = await OPS[resource].create(api, side);
        const inArea = AREA[user].includes(side);
        expect(create.status, `${where} create ${side}`).toBe(
          held.includes('CREATE') ? (inArea ? 201 : outsideCreate[resource]) : 403,
        );
      }
    }
    // Nothing that was refused changed anything.
    const after = await versions();
    for (const [id, version] of before) {
      if (!changed.has(id)) expect(after.get(id), `${user}: ${id} unchanged`).toBe(version);
    }
  });
});

describe('users by role and area', () => {
  const driverIn = (side: Side) => ({
    firstName: 'Nouveau',
    lastName: 'Chauffeur',
    phoneNumber: side === 'N' ? '+216 20 111 111' : '+216 20 222 222',
    cin: '09999999',
    role: 'DRIVER' as const,
    // Actions every creator below holds: nobody hands out more than they have.
    permissions: { tour: 'READ', areaId: zone(side) },
    subcontractorId: side === 'N' ? w.subN : w.subC,
  });

  // With the world's accounts: the other companies' accounts and drivers.
  const N2 = [w.accountN2, w.driverN2];
  const C = [w.accountC, w.driverC];
  const LISTED: Record<FixtureUser, string[] | 403> = {
    super: [...USERS, ...N2, ...C],
    admin: ['admin', 'managerNord', 'subcontractor', 'driver', 'pending', 'reader', ...N2],
    managerNord: ['admin', 'managerNord', 'subcontractor', 'driver', 'pending', 'reader', ...N2],
    managerCentre: ['managerCentre', ...C],
    // Its `driver` actions show the drivers of its own company only, not the competitor's.
    subcontractor: ['driver'],
    driver: 403,
    reader: ['subcontractor', 'driver', 'reader', ...N2],
    pending: 403,
  };
  const idOf = (key: string) => (key in ids.users ? ids.users[key as FixtureUser] : key);
  const CREATES: Record<FixtureUser, Record<Side, number>> = {
    super: { N: 201, C: 201 },
    admin: { N: 201, C: 403 },
    managerNord: { N: 201, C: 403 },
    managerCentre: { N: 403, C: 201 },
    subcontractor: { N: 201, C: 403 },
    driver: { N: 403, C: 403 },
    reader: { N: 403, C: 403 },
    pending: { N: 403, C: 403 },
  };

  it.each(USERS)('%s lists, reads and creates accounts only within its rights', async (user) => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client(user);
    const list = await api.GET('/users', { params: { query: { limit: 100 } } });
    const expected = LISTED[user];
    if (expected === 403) {
      expect(list.response.status).toBe(403);
    } else {
      expect(new Set(list.data?.items.map((item) => item.id))).toEqual(new Set(expected.map(idOf)));
      const hidden = USERS.find((key) => !expected.includes(key));
      if (hidden) {
        const get = await api.GET('/users/{id}', { params: { path: { id: ids.users[hidden] } } });
        expect(get.response.status).toBe(404);
      }
    }
    for (const side of ['N', 'C'] as const) {
      const created = await api.POST('/users', { body: driverIn(side) });
      expect(created.response.status, `${user} creates a driver in ${side}`).toBe(
        CREATES[user][side],
      );
    }
  });

  it('manages accounts downwards only and hands out no more than it holds', async () => {
    const manager = await h.client('managerNord');
    const admin = await manager.POST('/users', {
      body: { ...driverIn('N'), role: 'ADMIN', phoneNumber: '+216 20 333 333' },
    });
    expect(admin.response.status).toBe(403);
    const escalate = await manager.POST('/users', {
      body: { ...driverIn('N'), permissions: { users: 'READ|DELETE', areaId: ids.grandTunis } },
    });
    expect(escalate.error?.message).toBe("Vous n'avez actuellement pas accès à cette action");
    const peer = await manager.PATCH('/users/{id}', {
      params: { path: { id: ids.users.admin } },
      body: { firstName: 'x' },
    });
    expect(peer.response.status).toBe(403);
    const en = await (
      await h.client('managerNord', 'en')
    ).PATCH('/users/{id}', {
      params: { path: { id: ids.users.admin } },
      body: { firstName: 'x' },
    });
    expect(en.error?.message).toBe('You currently dont have access to this action');
    const self = await (
      await h.client('super')
    ).PATCH('/users/{id}', {
      params: { path: { id: ids.users.super } },
      body: { status: 'REVOKED' },
    });
    expect(self.response.status).toBe(403);
  });
});

describe('by-zone lists outside the area', () => {
  it('answer 403 for a zone outside the caller area and 404 for an unknown one', async () => {
    const api = await h.client('managerNord');
    for (const path of [
      '/holders/by-zone/{zoneId}',
      '/relay-depots/by-zone/{zoneId}',
      '/subcontractors/by-zone/{zoneId}',
    ] as const) {
      const other = await api.GET(path, { params: { path: { zoneId: ids.sahel } } });
      expect(other.response.status, path).toBe(403);
      const own = await api.GET(path, { params: { path: { zoneId: ids.grandTunis } } });
      expect(own.response.status, path).toBe(200);
    }
  });
});
