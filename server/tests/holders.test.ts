// @vitest-environment node
import { count, eq, isNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holderCounts, holders } from '../db/schema';
import { createHolder, holderBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

/** A holder row written without the API (several in one statement). */
const holderRow = () => {
  const body = holderBody();
  return {
    ...body,
    identificationDate: new Date(body.identificationDate),
    subcontractorAssignmentStartDate: new Date(body.subcontractorAssignmentStartDate),
    latestTankAssignmentDate: new Date(body.latestTankAssignmentDate),
  };
};

describe('holders', () => {
  it('creates a PENDING holder with an ETag and a computed frequency', async () => {
    const api = await h.client('super');
    const { data, response } = await api.POST('/holders', { body: holderBody() });
    expect(response.status).toBe(201);
    expect(data?.status).toBe('PENDING');
    expect(data?.calculatedFrequency).toBe(4);
    expect(data?.delegation?.zone?.name).toBe('Grand Tunis');
    expect(response.headers.get('etag')).toBe(`"${data?.updatedAt}"`);
  });

  it('gets one with its ETag, and 404 for an unknown id', async () => {
    const api = await h.client('super');
    const created = await createHolder(api);
    const { data, response } = await api.GET('/holders/{id}', {
      params: { path: { id: created.id } },
    });
    expect(data?.number).toBe(created.number);
    expect(response.headers.get('etag')).toBe(`"${created.updatedAt}"`);
    const missing = await api.GET('/holders/{id}', {
      params: { path: { id: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' } },
    });
    expect(missing.error?.code).toBe('404:NOT_FOUND');
    const invalid = await api.GET('/holders/{id}', { params: { path: { id: 'not-a-uuid' } } });
    expect(invalid.response.status).toBe(404);
  });

  it('pages, sorts, searches and filters', async () => {
    const api = await h.client('super');
    for (const [index, name] of [
      'Café Zitouna',
      'Hôtel Les Orangers',
      'Boulangerie Essaada',
    ].entries()) {
      await createHolder(api, {
        name,
        storageCapacity: 100 * (index + 1),
        status: index === 1 ? 'PLANNED' : 'PENDING',
        delegationId: index === 2 ? ids.hammamet : ids.laMarsa,
        city: index === 2 ? 'Hammamet' : 'La Marsa',
      });
    }
    const page = await api.GET('/holders', {
      params: { query: { limit: 2, page: 1, sortField: 'name', sortOrder: 'asc' } },
    });
    expect(page.data?.items.map((item) => item.name)).toEqual([
      'Boulangerie Essaada',
      'Café Zitouna',
    ]);
    expect(page.data?.meta).toEqual({
      page: 1,
      limit: 2,
      totalItems: 3,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    const second = await api.GET('/holders', {
      params: { query: { limit: 2, page: 2, sortField: 'name' } },
    });
    expect(second.data?.items.map((item) => item.name)).toEqual(['Hôtel Les Orangers']);
    expect(second.data?.meta.hasPrev).toBe(true);

    const desc = await api.GET('/holders', {
      params: { query: { sortField: 'storageCapacity', sortOrder: 'desc' } },
    });
    expect(desc.data?.items.map((item) => item.storageCapacity)).toEqual([300, 200, 100]);

    const search = await api.GET('/holders', { params: { query: { query: '  orangers ' } } });
    expect(search.data?.items.map((item) => item.name)).toEqual(['Hôtel Les Orangers']);
    const percent = await api.GET('/holders', { params: { query: { query: '%' } } });
    expect(percent.data?.meta.totalItems).toBe(0);

    const planned = await api.GET('/holders', { params: { query: { status: 'PLANNED' } } });
    expect(planned.data?.meta.totalItems).toBe(1);
    const capBon = await api.GET('/holders', { params: { query: { zoneId: ids.capBon } } });
    expect(capBon.data?.items.map((item) => item.city)).toEqual(['Hammamet']);
    const nord = await api.GET('/holders', { params: { query: { regionId: ids.nord } } });
    expect(nord.data?.meta.totalItems).toBe(3);
    const tunis = await api.GET('/holders', { params: { query: { governorateId: ids.tunis } } });
    expect(tunis.data?.meta.totalItems).toBe(2);
    const delegation = await api.GET('/holders', {
      params: { query: { delegationId: ids.hammamet } },
    });
    expect(delegation.data?.meta.totalItems).toBe(1);

    const byZone = await api.GET('/holders/by-zone/{zoneId}', {
      params: { path: { zoneId: ids.grandTunis }, query: { sortField: 'name' } },
    });
    expect(byZone.data?.items.map((item) => item.name)).toEqual([
      'Café Zitouna',
      'Hôtel Les Orangers',
    ]);
    const unknownZone = await api.GET('/holders/by-zone/{zoneId}', {
      params: { path: { zoneId: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' } },
    });
    expect(unknownZone.response.status).toBe(404);
  });

  it('keeps the counts table, and so the totals, equal to a count of the live holders', async () => {
    const api = await h.client('super');
    const [a, b] = [await createHolder(api), await createHolder(api)];
    await createHolder(api, { delegationId: ids.hammamet, status: 'PLANNED' });
    await h.db.insert(holders).values([1, 2, 3].map(() => holderRow()));
    await api.PATCH('/holders/{id}', {
      params: { path: { id: a.id } },
      body: { status: 'PLANNED', delegationId: ids.hammamet },
    });
    await api.PATCH('/holders/{id}', { params: { path: { id: b.id } }, body: { name: 'Renommé' } });
    await h.db.update(holders).set({ deletedAt: new Date() }).where(eq(holders.id, b.id));
    await h.db
      .update(holders)
      .set({ status: 'ANOMALY' })
      .where(eq(holders.delegationId, ids.laMarsa));
    await h.db.delete(holders).where(eq(holders.status, 'ANOMALY'));

    const live = await h.db
      .select({ delegationId: holders.delegationId, status: holders.status, live: count() })
      .from(holders)
      .where(isNull(holders.deletedAt))
      .groupBy(holders.delegationId, holders.status);
    const kept = await h.db.select().from(holderCounts).where(ne(holderCounts.live, 0));
    const order = (rows: typeof kept) =>
      rows.map((r) => `${r.delegationId} ${r.status} ${r.live}`).sort();
    expect(order(kept)).toEqual(order(live));
    expect(order(kept)).toEqual([`${ids.hammamet} PLANNED 2`]);

    const total = async (query: { status?: 'PLANNED' | 'PENDING'; zoneId?: string }) =>
      (await api.GET('/holders', { params: { query } })).data?.meta.totalItems;
    expect(await total({})).toBe(2);
    expect(await total({ status: 'PLANNED', zoneId: ids.capBon })).toBe(2);
    expect(await total({ status: 'PENDING' })).toBe(0);
    expect(await total({ zoneId: ids.grandTunis })).toBe(0);
    const beyond = await api.GET('/holders', { params: { query: { page: 5, status: 'PLANNED' } } });
    expect(beyond.data).toMatchObject({ items: [], meta: { totalItems: 2, hasPrev: true } });
    const searched = await api.GET('/holders', { params: { query: { page: 5, query: 'rest' } } });
    expect(searched.data?.meta.totalItems).toBe(2);
    const centre = await (await h.client('managerCentre')).GET('/holders');
    expect(centre.data?.meta.totalItems).toBe(0);

    await h.db.execute(sql`truncate holders cascade`);
    expect(await h.db.select().from(holderCounts)).toEqual([]);
  });

  it('rejects a bad list query with a 400 on the parameter', async () => {
    const api = await h.client('super');
    const { error } = await api.GET('/holders', { params: { query: { limit: 500 } } });
    expect(error?.details?.issues[0]?.path).toEqual(['limit']);
  });

  it('validates with the product messages', async () => {
    const api = await h.client('super');
    const { error } = await api.POST('/holders', { body: holderBody({ postalCode: 99999 }) });
    expect(error?.message).toBe('Le code postal doit être compris entre 1000 et 9999');
    expect(error?.details?.issues[0]).toMatchObject({ path: ['postalCode'], code: 'too_big' });
    const en = await (
      await h.client('super', 'en')
    ).POST('/holders', {
      body: holderBody({ postalCode: 99 }),
    });
    expect(en.error?.message).toBe('The postal code must be between 1000 and 9999');
    const missing = await api.POST('/holders', {
      body: { ...holderBody(), name: undefined } as unknown as ReturnType<typeof holderBody>,
    });
    expect(missing.error?.details?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Ce champ est obligatoire',
    });
  });

  it('refuses an unknown delegation on its field and a taken number with 409', async () => {
    const api = await h.client('super');
    const unknown = await api.POST('/holders', {
      body: holderBody({ delegationId: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' }),
    });
    expect(unknown.error?.details?.issues[0]?.path).toEqual(['delegationId']);
    await createHolder(api, { number: 'DT-1' });
    const taken = await api.POST('/holders', { body: holderBody({ number: 'DT-1' }) });
    expect(taken.error?.code).toBe('409:CONFLICT');
    expect(taken.error?.message).toBe('Ce numéro est déjà utilisé');
  });

  it('honours Idempotency-Key: the retry answers the first result and stores one row', async () => {
    const api = await h.client('super');
    const body = holderBody();
    const headers = { 'Idempotency-Key': 'create-holder-0001' };
    const first = await api.POST('/holders', { body, params: { header: headers } });
    const retry = await api.POST('/holders', { body, params: { header: headers } });
    expect(retry.response.status).toBe(201);
    expect(retry.data?.id).toBe(first.data?.id);
    const [rows] = await h.db.select({ value: count() }).from(holders);
    expect(rows?.value).toBe(1);
    const other = await api.POST('/holders', {
      body: { ...body, name: 'Autre' },
      params: { header: headers },
    });
    expect(other.error?.code).toBe('409:CONFLICT');
    const tooShort = await api.POST('/holders', {
      body: holderBody(),
      params: { header: { 'Idempotency-Key': 'short' } },
    });
    expect(tooShort.response.status).toBe(400);
  });

  it('updates with If-Match: a stale version gets 412 and changes nothing', async () => {
    const api = await h.client('super');
    const created = await createHolder(api);
    const etag = `"${created.updatedAt}"`;
    const first = await api.PATCH('/holders/{id}', {
      params: { path: { id: created.id }, header: { 'If-Match': etag } },
      body: { status: 'PLANNED', storageCapacity: 240 },
    });
    expect(first.data?.status).toBe('PLANNED');
    expect(first.response.headers.get('etag')).not.toBe(etag);
    const stale = await api.PATCH('/holders/{id}', {
      params: { path: { id: created.id }, header: { 'If-Match': etag } },
      body: { name: 'Écrasé' },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.code).toBe('412:PRECONDITION_FAILED');
    const after = await api.GET('/holders/{id}', { params: { path: { id: created.id } } });
    expect(after.data?.name).toBe(created.name);
    const missing = await api.PATCH('/holders/{id}', {
      params: { path: { id: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' } },
      body: { name: 'x' },
    });
    expect(missing.response.status).toBe(404);
  });

  it('refuses a number taken by another holder on update, on the field', async () => {
    const api = await h.client('super');
    await createHolder(api, { number: 'DT-A' });
    const other = await createHolder(api, { number: 'DT-B' });
    const { error } = await api.PATCH('/holders/{id}', {
      params: { path: { id: other.id } },
      body: { number: 'DT-A' },
    });
    expect(error?.details?.issues[0]?.path).toEqual(['number']);
  });
});
