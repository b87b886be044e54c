// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDepot, depotBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

describe('relay depots', () => {
  it('creates with its zones, gets with an ETag, 404 for unknown ids', async () => {
    const api = await h.client('super');
    const { data, response } = await api.POST('/relay-depots', {
      body: depotBody({ quantity: undefined, zoneIds: [ids.grandTunis, ids.capBon] }),
    });
    expect(response.status).toBe(201);
    expect(data?.quantity).toBe(0);
    expect(data?.zones.map((zone) => zone.name)).toEqual(['Cap Bon', 'Grand Tunis']);
    const got = await api.GET('/relay-depots/{id}', { params: { path: { id: data!.id } } });
    expect(got.response.headers.get('etag')).toBe(`"${data?.updatedAt}"`);
    const missing = await api.GET('/relay-depots/{id}', {
      params: { path: { id: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('keeps the quantity within the capacity, on create and on the resulting record', async () => {
    const api = await h.client('super');
    const over = await api.POST('/relay-depots', {
      body: depotBody({ capacity: 100, quantity: 150 }),
    });
    expect(over.error?.message).toBe('La quantité ne peut pas dépasser la capacité');
    expect(over.error?.details?.issues[0]?.path).toEqual(['quantity']);
    const en = await (
      await h.client('super', 'en')
    ).POST('/relay-depots', {
      body: depotBody({ capacity: 100, quantity: 150 }),
    });
    expect(en.error?.message).toBe('The quantity cannot exceed the capacity');
    const depot = await createDepot(api, { capacity: 1000, quantity: 900 });
    const shrink = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: depot.id } },
      body: { capacity: 800 },
    });
    expect(shrink.error?.message).toBe('La quantité ne peut pas dépasser la capacité');
    // The quantity is the stock ledger's balance (issue 27): a typed one no longer lowers it.
    const both = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: depot.id } },
      body: { capacity: 800, quantity: 700 } as { capacity: number },
    });
    expect(both.error?.message).toBe('La quantité ne peut pas dépasser la capacité');
    expect(
      (await api.GET('/relay-depots/{id}', { params: { path: { id: depot.id } } })).data?.quantity,
    ).toBe(900);
  });

  it('lists with fill rate sorting and filter, search, zone and region filters, by zone', async () => {
    const api = await h.client('super');
    await createDepot(api, { name: 'Dépôt La Marsa', capacity: 1000, quantity: 900 });
    await createDepot(api, {
      name: 'Dépôt Nabeul',
      capacity: 1000,
      quantity: 100,
      zoneIds: [ids.capBon],
    });
    await createDepot(api, {
      name: 'Dépôt Sousse',
      capacity: 1000,
      quantity: 500,
      zoneIds: [ids.sahel],
    });
    const byFill = await api.GET('/relay-depots', {
      params: { query: { sortField: 'fillRate', sortOrder: 'desc' } },
    });
    expect(byFill.data?.items.map((depot) => depot.name)).toEqual([
      'Dépôt La Marsa',
      'Dépôt Sousse',
      'Dépôt Nabeul',
    ]);
    const full = await api.GET('/relay-depots', { params: { query: { minFillRate: 0.8 } } });
    expect(full.data?.items.map((depot) => depot.name)).toEqual(['Dépôt La Marsa']);
    const search = await api.GET('/relay-depots', { params: { query: { query: 'nabeul' } } });
    expect(search.data?.meta.totalItems).toBe(1);
    const nord = await api.GET('/relay-depots', { params: { query: { regionId: ids.nord } } });
    expect(nord.data?.meta.totalItems).toBe(2);
    const sahel = await api.GET('/relay-depots', { params: { query: { zoneId: ids.sahel } } });
    expect(sahel.data?.items[0]?.name).toBe('Dépôt Sousse');
    const byZone = await api.GET('/relay-depots/by-zone/{zoneId}', {
      params: { path: { zoneId: ids.capBon } },
    });
    expect(byZone.data?.items.map((depot) => depot.name)).toEqual(['Dépôt Nabeul']);
  });

  it('answers 409 for a taken code on create and 400 on update', async () => {
    const api = await h.client('super');
    await createDepot(api, { code: 'RD-1' });
    const taken = await api.POST('/relay-depots', { body: depotBody({ code: 'RD-1' }) });
    expect(taken.error?.message).toBe('Ce code est déjà utilisé');
    const other = await createDepot(api, { code: 'RD-2' });
    const update = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: other.id } },
      body: { code: 'RD-1' },
    });
    expect(update.error?.details?.issues[0]?.path).toEqual(['code']);
  });

  it('rejects unknown and repeated zones on their index', async () => {
    const api = await h.client('super');
    const unknown = await api.POST('/relay-depots', {
      body: depotBody({ zoneIds: [ids.grandTunis, '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f'] }),
    });
    expect(unknown.error?.details?.issues[0]?.path).toEqual(['zoneIds', 1]);
    const twice = await api.POST('/relay-depots', {
      body: depotBody({ zoneIds: [ids.grandTunis, ids.grandTunis] }),
    });
    expect(twice.error?.details?.issues[0]?.path).toEqual(['zoneIds', 1]);
  });

  it('replaces the served zones and honours If-Match', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const moved = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: depot.id }, header: { 'If-Match': `"${depot.updatedAt}"` } },
      body: { zoneIds: [ids.sahel] },
    });
    expect(moved.data?.zones.map((zone) => zone.name)).toEqual(['Sahel']);
    const stale = await api.PATCH('/relay-depots/{id}', {
      params: { path: { id: depot.id }, header: { 'If-Match': `"${depot.updatedAt}"` } },
      body: { name: 'x' },
    });
    expect(stale.response.status).toBe(412);
  });
});
