// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHolder, must } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

describe('complaints', () => {
  it('opens, moves through its statuses, needs a resolution, reopens', async () => {
    const api = await h.client('admin');
    const holder = await createHolder(await h.client('super'));
    const { data: complaint, response } = await api.POST('/complaints', {
      body: {
        holderId: holder.id,
        subject: 'Collecte non effectuée',
        description: 'La cuve est pleine.',
      },
    });
    expect(response.status).toBe(201);
    expect(complaint?.status).toBe('OPEN');
    expect(complaint?.createdBy.id).toBe(ids.users.admin);
    const id = complaint!.id;
    const progress = await api.PATCH('/complaints/{id}', {
      params: { path: { id } },
      body: { status: 'IN_PROGRESS' },
    });
    expect(progress.data?.status).toBe('IN_PROGRESS');
    const backwards = await api.PATCH('/complaints/{id}', {
      params: { path: { id } },
      body: { status: 'OPEN' },
    });
    expect(backwards.response.status).toBe(400);
    const noResolution = await api.PATCH('/complaints/{id}', {
      params: { path: { id } },
      body: { status: 'RESOLVED' },
    });
    expect(noResolution.error?.details?.issues[0]?.path).toEqual(['resolution']);
    const resolved = await api.PATCH('/complaints/{id}', {
      params: { path: { id } },
      body: { status: 'RESOLVED', resolution: 'Collecte reprogrammée.' },
    });
    expect(resolved.data?.resolvedAt).not.toBeNull();
    const reopened = await api.PATCH('/complaints/{id}', {
      params: { path: { id }, header: { 'If-Match': `"${resolved.data!.updatedAt}"` } },
      body: { status: 'OPEN' },
    });
    expect(reopened.data?.resolvedAt).toBeNull();
    expect(reopened.data?.resolution).toBeNull();
  });

  it('lists with search on subject and holder, status and holder filters', async () => {
    const api = await h.client('super');
    const holder = await createHolder(api, { name: 'Pâtisserie Le Jasmin' });
    must(
      await api.POST('/complaints', {
        body: { holderId: holder.id, subject: 'Cuve endommagée', description: 'Fuite visible.' },
      }),
      'complaint',
    );
    must(
      await api.POST('/complaints', {
        body: { subject: 'Retard de collecte', description: 'Trois jours.' },
      }),
      'complaint',
    );
    const bySubject = await api.GET('/complaints', { params: { query: { query: 'retard' } } });
    expect(bySubject.data?.items.map((item) => item.subject)).toEqual(['Retard de collecte']);
    const byHolderName = await api.GET('/complaints', { params: { query: { query: 'jasmin' } } });
    expect(byHolderName.data?.items[0]?.holder?.name).toBe('Pâtisserie Le Jasmin');
    const byHolder = await api.GET('/complaints', { params: { query: { holderId: holder.id } } });
    expect(byHolder.data?.meta.totalItems).toBe(1);
    const open = await api.GET('/complaints', {
      params: { query: { status: 'OPEN', sortField: 'subject' } },
    });
    expect(open.data?.items.map((item) => item.subject)).toEqual([
      'Cuve endommagée',
      'Retard de collecte',
    ]);
    const missing = await api.GET('/complaints/{id}', {
      params: { path: { id: '2f7e1c44-9b0a-4d6e-8c3f-5a1b2c3d4e5f' } },
    });
    expect(missing.response.status).toBe(404);
  });
});
