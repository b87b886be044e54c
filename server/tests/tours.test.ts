// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHolder, createNetwork, must, tourBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

describe('tours', () => {
  it('creates a tour with its stops in order and reads it back', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 3);
    const order = [network.holders[2]!.id, network.holders[0]!.id, network.holders[1]!.id];
    const { data, response } = await api.POST('/tours', {
      body: tourBody(network, { holders: order }),
    });
    expect(response.status).toBe(201);
    expect(data?.holders.map((stop) => [stop.id, stop.order])).toEqual([
      [order[0], 1],
      [order[1], 2],
      [order[2], 3],
    ]);
    expect(data?.subcontractor.companyName).toBe(network.subcontractor.companyName);
    expect(data?.driver).toBeNull();
    const got = await api.GET('/tours/{id}', { params: { path: { id: data!.id } } });
    expect(got.response.headers.get('etag')).toBe(`"${data?.updatedAt}"`);
  });

  it('keeps the depot, the subcontractor and every holder in the zone', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 1);
    const away = await createHolder(api, { delegationId: ids.hammamet });
    const holderOut = await api.POST('/tours', {
      body: tourBody(network, { holders: [network.holders[0]!.id, away.id] }),
    });
    expect(holderOut.error?.details?.issues[0]?.path).toEqual(['holders', 1]);
    expect(holderOut.error?.message).toBe("Ce détenteur n'est pas dans la zone choisie");
    const repeated = await api.POST('/tours', {
      body: tourBody(network, { holders: [network.holders[0]!.id, network.holders[0]!.id] }),
    });
    expect(repeated.response.status).toBe(400);
    const depotOut = await api.POST('/tours', { body: tourBody(network, { zoneId: ids.capBon }) });
    expect(depotOut.error?.details?.issues[0]?.path).toEqual(['relayDepotId']);
    const empty = await api.POST('/tours', { body: tourBody(network, { holders: [] }) });
    expect(empty.error?.details?.issues[0]?.path).toEqual(['holders']);
  });

  it('lists with holder count sorting and filters by holder, depot and subcontractor', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 3);
    const small = must(
      await api.POST('/tours', { body: tourBody(network, { holders: [network.holders[0]!.id] }) }),
      'tour',
    );
    const big = must(await api.POST('/tours', { body: tourBody(network) }), 'tour');
    const sorted = await api.GET('/tours', {
      params: { query: { sortField: 'holderCount', sortOrder: 'desc' } },
    });
    expect(sorted.data?.items.map((tour) => tour.id)).toEqual([big.id, small.id]);
    const withHolder = await api.GET('/tours', {
      params: { query: { holderId: network.holders[2]!.id } },
    });
    expect(withHolder.data?.items.map((tour) => tour.id)).toEqual([big.id]);
    const byDepot = await api.GET('/tours', {
      params: { query: { relayDepotId: network.depot.id } },
    });
    expect(byDepot.data?.meta.totalItems).toBe(2);
    const bySubcontractor = await api.GET('/tours', {
      params: { query: { subcontractorId: network.subcontractor.id, zoneId: ids.grandTunis } },
    });
    expect(bySubcontractor.data?.meta.totalItems).toBe(2);
    const search = await api.GET('/tours', { params: { query: { query: 'grand tunis' } } });
    expect(search.data?.meta.totalItems).toBe(2);
    const none = await api.GET('/tours', { params: { query: { regionId: ids.centre } } });
    expect(none.data?.meta.totalItems).toBe(0);
  });

  it('reorders stops, assigns a driver (only a DRIVER) and unassigns with null', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 2);
    const tour = must(await api.POST('/tours', { body: tourBody(network) }), 'tour');
    const reversed = network.holders.map((holder) => holder.id).reverse();
    const notDriver = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id } },
      body: { driverId: ids.users.admin },
    });
    expect(notDriver.error?.message).toBe("Cet utilisateur n'est pas un chauffeur");
    // Only a driver of the tour's company: the fixture driver works for none yet.
    const otherCompany = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id } },
      body: { driverId: ids.users.driver },
    });
    expect(otherCompany.error?.message).toBe(
      'Ce chauffeur ne travaille pas pour le sous-traitant de la tournée',
    );
    const moved = await api.PATCH('/users/{id}', {
      params: { path: { id: ids.users.driver } },
      body: { subcontractorId: network.subcontractor.id },
    });
    expect(moved.data?.subcontractorId).toBe(network.subcontractor.id);
    const { data } = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id }, header: { 'If-Match': `"${tour.updatedAt}"` } },
      body: { holders: reversed, driverId: ids.users.driver },
    });
    expect(data?.holders.map((stop) => stop.id)).toEqual(reversed);
    expect(data?.driver?.id).toBe(ids.users.driver);
    const cleared = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id } },
      body: { driverId: null, assignedSubcontractorId: null },
    });
    expect(cleared.data?.driverId).toBeNull();
    const stale = await api.PATCH('/tours/{id}', {
      params: { path: { id: tour.id }, header: { 'If-Match': `"${tour.updatedAt}"` } },
      body: { driverId: null },
    });
    expect(stale.response.status).toBe(412);
  });

  it('reference: the server numbers each new tour T-<year>-<number> from a sequence, unique, and the list searches it', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 1);
    const first = must(await api.POST('/tours', { body: tourBody(network) }), 'tour');
    const second = must(await api.POST('/tours', { body: tourBody(network) }), 'tour');
    const year = new Date().getFullYear();
    expect(first.reference).toMatch(new RegExp(`^T-${year}-\\d{4,}$`));
    const numberOf = (reference: string) => Number(reference.split('-')[2]);
    expect(numberOf(second.reference)).toBe(numberOf(first.reference) + 1);
    const got = await api.GET('/tours/{id}', { params: { path: { id: first.id } } });
    expect(got.data?.reference).toBe(first.reference);
    const found = await api.GET('/tours', {
      params: { query: { query: second.reference.toLowerCase() } },
    });
    expect(found.data?.items.map((tour) => tour.id)).toEqual([second.id]);
  });

  it('planned date: given on create, changed on update; the list without sortField is newest planned first (tours without one last), and filters on a planned date range', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 1);
    const create = async (plannedDate?: string) =>
      must(await api.POST('/tours', { body: { ...tourBody(network), plannedDate } }), 'tour');
    const march = await create('2026-03-10');
    const unplanned = await create();
    const june = await create('2026-06-01');
    const january = await create('2026-01-15');
    expect(march.plannedDate).toBe('2026-03-10');
    expect(unplanned.plannedDate).toBeNull();

    const ids = async (query: Record<string, string>) =>
      (await api.GET('/tours', { params: { query } })).data?.items.map((tour) => tour.id);
    expect(await ids({})).toEqual([june.id, march.id, january.id, unplanned.id]);
    expect(await ids({ sortField: 'plannedDate', sortOrder: 'asc' })).toEqual([
      january.id,
      march.id,
      june.id,
      unplanned.id,
    ]);
    expect(await ids({ plannedDateFrom: '2026-02-01', plannedDateTo: '2026-06-01' })).toEqual([
      june.id,
      march.id,
    ]);

    const moved = await api.PATCH('/tours/{id}', {
      params: { path: { id: january.id } },
      body: { plannedDate: '2026-07-01' },
    });
    expect(moved.data?.plannedDate).toBe('2026-07-01');
    expect((await ids({}))?.[0]).toBe(january.id);
  });
});
