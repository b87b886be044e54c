// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDepot, createSubcontractor, subcontractorBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

interface Mail {
  code: string | null;
}

describe('subcontractors', () => {
  it('creates the company and its PENDING account, which can sign in with the mailed password', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const { data, response } = await api.POST('/subcontractors', {
      body: subcontractorBody(depot.id, { email: 'nouveau@ecohuile.tn' }),
    });
    expect(response.status).toBe(201);
    expect(data?.user.role).toBe('SUBCONTRACTOR');
    expect(data?.user.status).toBe('PENDING');
    expect(data?.user.permissions?.zoneId).toBe(ids.grandTunis);
    expect(data?.relayDepot.code).toBe(depot.code);
    const mails = (await (await h.raw('/__dev/outbox?to=nouveau@ecohuile.tn')).json()) as Mail[];
    const password = mails[0]?.code ?? '';
    const anonymous = await h.client();
    const signIn = await anonymous.POST('/auth/signin', {
      body: { login: 'nouveau@ecohuile.tn', password },
    });
    expect(signIn.data?.otp).toBeDefined();
  });

  it('checks the vehicle count against the fleet size, with the exact message', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const { error } = await api.POST('/subcontractors', {
      body: subcontractorBody(depot.id, { fleetSize: 1, vehicleCapacities: [1000, 1500] }),
    });
    expect(error?.message).toBe(
      'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte',
    );
    expect(error?.details?.issues[0]?.path).toEqual(['vehicleCapacities']);
    const en = await (
      await h.client('super', 'en')
    ).POST('/subcontractors', {
      body: subcontractorBody(depot.id, { fleetSize: 0, vehicleCapacities: [1000] }),
    });
    expect(en.error?.message).toBe('The number of vehicle capacities cannot exceed the fleet size');
    const created = await createSubcontractor(api, depot.id);
    const update = await api.PATCH('/subcontractors/{id}', {
      params: { path: { id: created.id } },
      body: { fleetSize: 2 },
    });
    expect(update.error?.message).toBe(
      'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte',
    );
  });

  it('needs an e-mail or a phone number, a depot serving the zone and ordered contract dates', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const noContact = await api.POST('/subcontractors', {
      body: subcontractorBody(depot.id, { email: '', phoneNumber: '' }),
    });
    expect(noContact.error?.message).toBe(
      'Au moins un e-mail ou un numéro de téléphone est requis',
    );
    const elsewhere = await api.POST('/subcontractors', {
      body: subcontractorBody(depot.id, { zoneId: ids.sahel }),
    });
    expect(elsewhere.error?.details?.issues[0]?.path).toEqual(['relayDepotId']);
    const dates = await api.POST('/subcontractors', {
      body: subcontractorBody(depot.id, { contractEndDate: '2025-01-01T00:00:00.000Z' }),
    });
    expect(dates.error?.details?.issues[0]?.path).toEqual(['contractEndDate']);
  });

  it('lists with search on the company and its contact, sorting and filters, by zone', async () => {
    const api = await h.client('super');
    const tunis = await createDepot(api);
    const sousse = await createDepot(api, { zoneIds: [ids.sahel] });
    await createSubcontractor(api, tunis.id, { companyName: 'Alpha Huiles', fleetSize: 5 });
    await createSubcontractor(api, tunis.id, {
      companyName: 'Beta Recyclage',
      firstName: 'Leïla',
      lastName: 'Jaziri',
      fleetSize: 3,
    });
    await createSubcontractor(api, sousse.id, { companyName: 'Sahel Collecte', zoneId: ids.sahel });
    const sorted = await api.GET('/subcontractors', {
      params: { query: { sortField: 'companyName', sortOrder: 'desc' } },
    });
    expect(sorted.data?.items.map((item) => item.companyName)).toEqual([
      'Sahel Collecte',
      'Beta Recyclage',
      'Alpha Huiles',
    ]);
    const byContact = await api.GET('/subcontractors', { params: { query: { query: 'jaziri' } } });
    expect(byContact.data?.items.map((item) => item.companyName)).toEqual(['Beta Recyclage']);
    const byDepot = await api.GET('/subcontractors', {
      params: { query: { relayDepotId: sousse.id } },
    });
    expect(byDepot.data?.meta.totalItems).toBe(1);
    const centre = await api.GET('/subcontractors', {
      params: { query: { regionId: ids.centre } },
    });
    expect(centre.data?.items[0]?.companyName).toBe('Sahel Collecte');
    const byZone = await api.GET('/subcontractors/by-zone/{zoneId}', {
      params: { path: { zoneId: ids.grandTunis }, query: { sortField: 'fleetSize' } },
    });
    expect(byZone.data?.items.map((item) => item.fleetSize)).toEqual([3, 5]);
  });

  it('updates the company and its account together, with If-Match', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const created = await createSubcontractor(api, depot.id);
    const { data } = await api.PATCH('/subcontractors/{id}', {
      params: { path: { id: created.id }, header: { 'If-Match': `"${created.updatedAt}"` } },
      body: { fleetSize: 4, vehicleCapacities: [1000, 1000, 1500, 2000], firstName: 'Samir' },
    });
    expect(data?.fleetSize).toBe(4);
    expect(data?.user.firstName).toBe('Samir');
    const stale = await api.PATCH('/subcontractors/{id}', {
      params: { path: { id: created.id }, header: { 'If-Match': `"${created.updatedAt}"` } },
      body: { companyName: 'x' },
    });
    expect(stale.response.status).toBe(412);
  });
});
