// @vitest-environment node
import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { delegations, governorates, zones } from '../db/schema';
import { createHolder, holderBody } from './support/factories';
import { ids, type FixtureUser } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

/** A delegation of the national geography that no fixture zone serves. */
const BEN_AROUS = async () => {
  const [row] = await h.db
    .select({ id: delegations.id, zoneId: delegations.zoneId })
    .from(delegations)
    .where(eq(delegations.name, 'Ben Arous'));
  return row!;
};

const zoneOf = async (delegationId: string) =>
  (await h.db.select().from(delegations).where(eq(delegations.id, delegationId)))[0]?.zoneId;

describe('the national geography', () => {
  it('ships with the migrations: 24 governorates and their delegations, with the fixed ids', async () => {
    const [provinces] = await h.db.select({ value: count() }).from(governorates);
    expect(provinces?.value).toBe(24);
    const [all] = await h.db.select({ value: count() }).from(delegations);
    expect(all?.value).toBe(265);
    const api = await h.client('driver');
    const marsa = await api.GET('/areas/delegations/{id}', {
      params: { path: { id: 'ff68d696-6129-4b6b-a3a8-3af2b90236d4' } },
    });
    expect(marsa.data?.name).toBe('La Marsa');
    expect(marsa.data?.governorate?.id).toBe('b2e6dcf9-c759-4bd5-ba02-f7fdeb368f80');
  });

  it('lists the delegations no zone serves, with a null zone; a governorate names only served ones', async () => {
    const api = await h.client('managerNord');
    const tunis = await api.GET('/areas/delegations', {
      params: { query: { governorateId: ids.tunis } },
    });
    expect(tunis.data).toHaveLength(21);
    const kram = tunis.data?.find((delegation) => delegation.name === 'Le Kram');
    expect(kram?.zoneId).toBeNull();
    expect(kram).not.toHaveProperty('zone');
    const governorate = await api.GET('/areas/governorates/{id}', {
      params: { path: { id: ids.tunis } },
    });
    expect(governorate.data?.delegations?.map((delegation) => delegation.name)).toEqual([
      'Carthage',
      'La Marsa',
    ]);
  });

  it('takes no holder in a delegation that no zone serves', async () => {
    const api = await h.client('super');
    const benArous = await BEN_AROUS();
    const refused = await api.POST('/holders', {
      body: holderBody({ delegationId: benArous.id }),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.details?.issues[0]?.path).toEqual(['delegationId']);
  });
});

describe('regions', () => {
  it('a super administrator creates one once per Idempotency-Key, readable by everyone with its ETag', async () => {
    const api = await h.client('super');
    const headers = { 'Idempotency-Key': 'region-sud-000001' };
    const created = await api.POST('/areas/regions', {
      params: { header: headers },
      body: { name: '  Sud  ' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.name).toBe('Sud');
    expect(created.data?.zones).toEqual([]);
    expect(created.response.headers.get('etag')).toBe(`"${created.data?.updatedAt}"`);
    const again = await api.POST('/areas/regions', {
      params: { header: headers },
      body: { name: '  Sud  ' },
    });
    expect(again.data?.id).toBe(created.data?.id);

    const reader = await h.client('driver');
    const list = await reader.GET('/areas/regions');
    expect(list.data?.map((region) => region.name)).toEqual(['Centre-Est', 'Nord', 'Sud']);
    const one = await reader.GET('/areas/regions/{id}', {
      params: { path: { id: created.data!.id } },
    });
    expect(one.response.headers.get('etag')).toBe(`"${created.data?.updatedAt}"`);
  });

  it('refuses a name another region has (409), in French and English, and an empty one', async () => {
    const taken = await (
      await h.client('super')
    ).POST('/areas/regions', { body: { name: 'Nord' } });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.message).toBe('Ce nom est déjà utilisé');
    const en = await (
      await h.client('super', 'en')
    ).POST('/areas/regions', {
      body: { name: 'Nord' },
    });
    expect(en.error?.message).toBe('This name is already used');
    const blank = await (await h.client('super')).POST('/areas/regions', { body: { name: '   ' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.details?.issues[0]?.path).toEqual(['name']);
  });

  it('renames with If-Match: a stale version is 412 and changes nothing, a taken name is 400 on name', async () => {
    const api = await h.client('super');
    const nord = (await api.GET('/areas/regions/{id}', { params: { path: { id: ids.nord } } }))
      .data!;
    const renamed = await api.PATCH('/areas/regions/{id}', {
      params: { path: { id: ids.nord }, header: { 'If-Match': `"${nord.updatedAt}"` } },
      body: { name: 'Nord-Est' },
    });
    expect(renamed.response.status).toBe(200);
    expect(renamed.data?.name).toBe('Nord-Est');
    expect(renamed.data?.zones.map((zone) => zone.name)).toEqual(['Cap Bon', 'Grand Tunis']);
    expect(renamed.data?.updatedAt).not.toBe(nord.updatedAt);
    const stale = await api.PATCH('/areas/regions/{id}', {
      params: { path: { id: ids.nord }, header: { 'If-Match': `"${nord.updatedAt}"` } },
      body: { name: 'Nord-Ouest' },
    });
    expect(stale.response.status).toBe(412);
    const taken = await api.PATCH('/areas/regions/{id}', {
      params: { path: { id: ids.nord } },
      body: { name: 'Centre-Est' },
    });
    expect(taken.response.status).toBe(400);
    expect(taken.error?.details?.issues[0]?.path).toEqual(['name']);
    const now = await api.GET('/areas/regions/{id}', { params: { path: { id: ids.nord } } });
    expect(now.data?.name).toBe('Nord-Est');
    const missing = await api.PATCH('/areas/regions/{id}', {
      params: { path: { id: ids.grandTunis } },
      body: { name: 'Ailleurs' },
    });
    expect(missing.response.status).toBe(404);
  });
});

describe('zones', () => {
  it('a super administrator creates one in a region with its delegations: free ones, and one taken from another zone', async () => {
    const api = await h.client('super');
    const benArous = await BEN_AROUS();
    const capBon = (await api.GET('/areas/zones/{id}', { params: { path: { id: ids.capBon } } }))
      .data!;
    const created = await api.POST('/areas/zones', {
      body: { name: 'Sud Tunis', regionId: ids.nord, delegationIds: [benArous.id, ids.hammamet] },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'Sud Tunis',
      regionId: ids.nord,
      region: { id: ids.nord, name: 'Nord' },
    });
    const zoneId = created.data!.id;
    expect(await zoneOf(benArous.id)).toBe(zoneId);
    expect(await zoneOf(ids.hammamet)).toBe(zoneId);
    // Cap Bon lost Hammamet: a form still showing it there is out of date.
    const capBonNow = await api.GET('/areas/zones/{id}', { params: { path: { id: ids.capBon } } });
    expect(capBonNow.data?.updatedAt).not.toBe(capBon.updatedAt);
    const served = await api.GET('/areas/delegations', { params: { query: { zoneId } } });
    expect(served.data?.map((delegation) => delegation.name)).toEqual(['Ben Arous', 'Hammamet']);
    const nord = await api.GET('/areas/regions/{id}', { params: { path: { id: ids.nord } } });
    expect(nord.data?.zones.map((zone) => zone.name)).toEqual([
      'Cap Bon',
      'Grand Tunis',
      'Sud Tunis',
    ]);
  });

  it('refuses a taken name (409), an unknown region or delegation (400 on the field)', async () => {
    const api = await h.client('super');
    const taken = await api.POST('/areas/zones', {
      body: { name: 'Sahel', regionId: ids.nord },
    });
    expect(taken.response.status).toBe(409);
    const noRegion = await api.POST('/areas/zones', {
      body: { name: 'Nulle part', regionId: ids.grandTunis },
    });
    expect(noRegion.error?.details?.issues[0]?.path).toEqual(['regionId']);
    const noDelegation = await api.POST('/areas/zones', {
      body: { name: 'Nulle part', regionId: ids.nord, delegationIds: [ids.laMarsa, ids.nord] },
    });
    expect(noDelegation.error?.details?.issues[0]?.path).toEqual(['delegationIds', 1]);
    // Nothing of a refused zone stays.
    expect(await zoneOf(ids.laMarsa)).toBe(ids.grandTunis);
    expect(await h.db.select().from(zones).where(eq(zones.name, 'Nulle part'))).toEqual([]);
  });

  it('renames, and replaces its delegations: those left out serve no zone, unless they have holders', async () => {
    const api = await h.client('super');
    await createHolder(api, { delegationId: ids.laMarsa });
    const benArous = await BEN_AROUS();
    const before = (
      await api.GET('/areas/zones/{id}', { params: { path: { id: ids.grandTunis } } })
    ).data!;
    const held = await api.PATCH('/areas/zones/{id}', {
      params: { path: { id: ids.grandTunis }, header: { 'If-Match': `"${before.updatedAt}"` } },
      body: { delegationIds: [ids.carthage] },
    });
    expect(held.response.status).toBe(400);
    expect(held.error?.message).toBe(
      'Une délégation qui a des détenteurs ne peut pas rester sans zone : placez-la dans une autre zone',
    );
    expect(held.error?.details?.issues[0]?.path).toEqual(['delegationIds']);
    expect(await zoneOf(ids.carthage)).toBe(ids.grandTunis);

    const changed = await api.PATCH('/areas/zones/{id}', {
      params: { path: { id: ids.grandTunis }, header: { 'If-Match': `"${before.updatedAt}"` } },
      body: { name: 'Tunis Nord', delegationIds: [ids.laMarsa, benArous.id] },
    });
    expect(changed.response.status).toBe(200);
    expect(changed.data?.name).toBe('Tunis Nord');
    const zone = changed.data!;
    expect(await zoneOf(ids.carthage)).toBeNull();
    expect(await zoneOf(benArous.id)).toBe(ids.grandTunis);
    const stale = await api.PATCH('/areas/zones/{id}', {
      params: {
        path: { id: ids.grandTunis },
        header: { 'If-Match': `"${before.updatedAt}"` },
      },
      body: { name: 'Tunis Sud' },
    });
    expect(stale.response.status).toBe(412);
    const taken = await api.PATCH('/areas/zones/{id}', {
      params: { path: { id: ids.grandTunis }, header: { 'If-Match': `"${zone.updatedAt}"` } },
      body: { name: 'Cap Bon' },
    });
    expect(taken.response.status).toBe(400);
    expect(taken.error?.details?.issues[0]?.path).toEqual(['name']);
    // The holder of La Marsa is still listed, in its renamed zone.
    const holders = await api.GET('/holders');
    expect(holders.data?.items[0]?.delegation?.zone?.name).toBe('Tunis Nord');
  });

  it('refuses every write to anyone but a super administrator (403), and changes nothing', async () => {
    const others: FixtureUser[] = ['admin', 'managerNord', 'subcontractor', 'driver', 'pending'];
    for (const user of others) {
      const api = await h.client(user);
      const statuses = [
        (await api.POST('/areas/regions', { body: { name: `R ${user}` } })).response.status,
        (
          await api.PATCH('/areas/regions/{id}', {
            params: { path: { id: ids.nord } },
            body: { name: `R ${user}` },
          })
        ).response.status,
        (await api.POST('/areas/zones', { body: { name: `Z ${user}`, regionId: ids.nord } }))
          .response.status,
        (
          await api.PATCH('/areas/zones/{id}', {
            params: { path: { id: ids.grandTunis } },
            body: { name: `Z ${user}`, delegationIds: [] },
          })
        ).response.status,
      ];
      expect(statuses, user).toEqual([403, 403, 403, 403]);
    }
    const free = await h.db
      .select({ value: count() })
      .from(delegations)
      .where(isNull(delegations.zoneId));
    expect(free[0]?.value).toBe(265 - 4);
    const names = await (await h.client('driver')).GET('/areas/zones');
    expect(names.data?.map((zone) => zone.name)).toEqual(['Cap Bon', 'Grand Tunis', 'Sahel']);
  });
});
