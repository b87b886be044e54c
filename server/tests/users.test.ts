// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi-types/schema';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';
import { buildWorld, world } from './support/world';

const h = useHarness();

const userBody = (
  overrides: Partial<components['schemas']['UserCreate']> = {},
): components['schemas']['UserCreate'] => ({
  firstName: 'Karim',
  lastName: 'Ben Salah',
  email: '',
  phoneNumber: '+216 22 456 789',
  cin: '08765432',
  role: 'DRIVER',
  permissions: { tour: 'READ', removalVoucher: 'READ|CREATE', areaId: ids.grandTunis },
  subcontractorId: world.subN,
  ...overrides,
});

describe('users', () => {
  it('creates a PENDING account with its permissions and sends a temporary password', async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('admin');
    const { data, response } = await api.POST('/users', { body: userBody() });
    expect(response.status).toBe(201);
    expect(data?.status).toBe('PENDING');
    expect(data?.email).toBeNull();
    expect(data?.permissions?.zone?.name).toBe('Grand Tunis');
    expect(data?.permissions?.tour).toBe('READ');
    const mails = (await (
      await h.raw('/__dev/outbox?to=%2B216%2022%20456%20789')
    ).json()) as unknown[];
    expect(mails).toHaveLength(1);
  });

  it('needs an e-mail or a phone number and valid actions, with the exact messages', async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('super');
    const none = await api.POST('/users', { body: userBody({ phoneNumber: '' }) });
    expect(none.error?.message).toBe('Au moins un e-mail ou un numéro de téléphone est requis');
    const en = await (
      await h.client('super', 'en')
    ).POST('/users', {
      body: userBody({ phoneNumber: '' }),
    });
    expect(en.error?.message).toBe('At least one of email or phone number is required');
    const actions = await (
      await h.client('super', 'en')
    ).POST('/users', {
      body: userBody({ permissions: { tour: 'READ|FLY', areaId: ids.grandTunis } }),
    });
    expect(actions.error?.message).toBe(
      'Invalid actions. Use "|" separated values from: READ, CREATE, UPDATE, DELETE, DISABLE, ARCHIVE',
    );
    const area = await api.POST('/users', {
      body: userBody({ permissions: { areaId: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' } }),
    });
    expect(area.error?.details?.issues[0]?.path).toEqual(['permissions', 'areaId']);
    const email = await api.POST('/users', { body: userBody({ email: 'pas-un-email' }) });
    expect(email.error?.message).toBe('Veuillez saisir une adresse e-mail valide');
  });

  it('answers 409 for an e-mail already in use', async () => {
    await buildWorld(h.db, h.passwordHash);
    const api = await h.client('super');
    const { error } = await api.POST('/users', { body: userBody({ email: 'ADMIN@test.tn' }) });
    expect(error?.code).toBe('409:CONFLICT');
    expect(error?.message).toBe('Cette adresse e-mail est déjà utilisée');
  });

  it('lists with role, status, search and sorting', async () => {
    const api = await h.client('super');
    const drivers = await api.GET('/users', { params: { query: { role: 'DRIVER' } } });
    expect(drivers.data?.items.map((user) => user.id)).toEqual([ids.users.driver]);
    const pending = await api.GET('/users', { params: { query: { status: 'PENDING' } } });
    expect(pending.data?.items.map((user) => user.id)).toEqual([ids.users.pending]);
    const search = await api.GET('/users', { params: { query: { query: 'centre@' } } });
    expect(search.data?.items.map((user) => user.id)).toEqual([ids.users.managerCentre]);
    const byPhone = await api.GET('/users', { params: { query: { query: '22 000 006' } } });
    expect(byPhone.data?.meta.totalItems).toBe(1);
    const sorted = await api.GET('/users', {
      params: { query: { sortField: 'firstName', limit: 3 } },
    });
    expect(sorted.data?.items.map((user) => user.firstName)).toEqual([
      'admin',
      'driver',
      'managerCentre',
    ]);
    expect(sorted.data?.meta.totalItems).toBe(8);
  });

  it('revokes an account: its sessions end at once', async () => {
    const driver = await h.client('driver');
    expect((await driver.GET('/auth/current-user')).response.status).toBe(200);
    const api = await h.client('super');
    const current = await api.GET('/users/{id}', { params: { path: { id: ids.users.driver } } });
    const { data } = await api.PATCH('/users/{id}', {
      params: {
        path: { id: ids.users.driver },
        header: { 'If-Match': current.response.headers.get('etag') ?? '' },
      },
      body: { status: 'REVOKED' },
    });
    expect(data?.status).toBe('REVOKED');
    expect((await driver.GET('/auth/current-user')).response.status).toBe(401);
  });

  it('deletes softly: 204, then 404, and the sessions end', async () => {
    const driver = await h.client('driver');
    const api = await h.client('super');
    const deleted = await api.DELETE('/users/{id}', { params: { path: { id: ids.users.driver } } });
    expect(deleted.response.status).toBe(204);
    const after = await api.GET('/users/{id}', { params: { path: { id: ids.users.driver } } });
    expect(after.response.status).toBe(404);
    expect((await driver.GET('/auth/current-user')).response.status).toBe(401);
    const again = await api.DELETE('/users/{id}', { params: { path: { id: ids.users.driver } } });
    expect(again.response.status).toBe(404);
  });

  it('replaces permissions on update, and refuses a taken e-mail on the field', async () => {
    const api = await h.client('super');
    const { data } = await api.PATCH('/users/{id}', {
      params: { path: { id: ids.users.managerNord } },
      body: { permissions: { holder: 'READ', areaId: ids.capBon } },
    });
    expect(data?.permissions?.zoneId).toBe(ids.capBon);
    expect(data?.permissions?.regionId).toBeNull();
    expect(data?.permissions?.tour).toBeUndefined();
    const taken = await api.PATCH('/users/{id}', {
      params: { path: { id: ids.users.managerNord } },
      body: { email: 'admin@test.tn' },
    });
    expect(taken.error?.details?.issues[0]?.path).toEqual(['email']);
  });
});
