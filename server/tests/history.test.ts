// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi-types/schema';
import { createSession } from '../auth/sessions';
import { history } from '../db/schema';
import { writeHistory } from '../history/write';
import {
  createHolder,
  createNetwork,
  holderBody,
  must,
  tourBody,
  voucherBody,
} from './support/factories';
import { ids, PASSWORD } from './support/fixture';
import { peerEnv, useHarness, type ApiClient, type Harness } from './support/harness';

type Entry = components['schemas']['HistoryEntry'];
type Kind = components['schemas']['HistoryRecordKind'];

const h = useHarness();

const historyOf = async (api: ApiClient, recordKind: Kind, recordId: string, limit = 100) =>
  api.GET('/history/{recordKind}/{recordId}', {
    params: { path: { recordKind, recordId }, query: { limit } },
  });

const entriesOf = async (recordKind: Kind, recordId: string) =>
  must(await historyOf(await h.client('super'), recordKind, recordId), 'history').items;

/** The change of `field` in an entry, if any. */
const change = (entry: Entry | undefined, field: string) =>
  entry?.changes.find((item) => item.field === field);

const count = async (harness: Harness) => {
  const [row] = await harness.db.select({ value: sql<number>`count(*)::int` }).from(history);
  return row?.value ?? 0;
};

describe('history of every record', () => {
  it("writes a holder's creation and each update with its fields before and after, newest first, who, the address", async () => {
    const api = await h.client('super');
    const holder = await createHolder(api, { name: 'Café du Port' });
    // From a client address (no proxy here: the socket's peer).
    const response = await h.app.request(
      `/api/v1/holders/${holder.id}`,
      {
        method: 'PATCH',
        headers: {
          Authorization: (await tokenOf('super')).header,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ name: 'Café de la Plage', collectFrequencyNumber: 3 }),
      },
      peerEnv('::ffff:197.2.41.18'),
    );
    expect(response.status).toBe(200);

    const [updated, created, ...rest] = await entriesOf('holder', holder.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      action: 'CREATE',
      recordKind: 'holder',
      recordId: holder.id,
      recordLabel: 'Café du Port',
      actor: { id: ids.users.super, name: 'super Fixture', role: 'SUPER_ADMIN' },
      reason: null,
    });
    expect(change(created, 'name')).toEqual({ field: 'name', after: 'Café du Port' });
    expect(change(created, 'contactPhone')).toEqual({
      field: 'contactPhone',
      after: '+216 98 456 123',
    });
    expect(updated).toMatchObject({
      action: 'UPDATE',
      recordLabel: 'Café de la Plage',
      address: '197.2.41.18',
    });
    // Only what changed; the version stamp is no change of the holder's.
    expect(updated?.changes).toEqual([
      { field: 'name', before: 'Café du Port', after: 'Café de la Plage' },
      { field: 'collectFrequencyNumber', before: 2, after: 3 },
      { field: 'calculatedFrequency', before: 4, after: 3 },
    ]);
    expect(Date.parse(updated!.at)).toBeGreaterThanOrEqual(Date.parse(created!.at));
  });

  it('writes the creation and change of every other kind, a decision, permissions and status, a deletion with its last state', async () => {
    const api = await h.client('super');
    const network = await createNetwork(api, 1);
    const holder = network.holders[0]!;
    const { depot, subcontractor } = network;

    must(
      await api.PATCH('/relay-depots/{id}', {
        params: { path: { id: depot.id } },
        body: { capacity: 12000 },
      }),
      'depot',
    );
    const [depotUpdate, depotCreate] = await entriesOf('relayDepot', depot.id);
    expect(depotCreate?.action).toBe('CREATE');
    expect(change(depotUpdate, 'capacity')).toEqual({
      field: 'capacity',
      before: 10000,
      after: 12000,
    });

    must(
      await api.PATCH('/subcontractors/{id}', {
        params: { path: { id: subcontractor.id } },
        body: { fleetSize: 4, firstName: 'Samia' },
      }),
      'subcontractor',
    );
    const [companyUpdate, companyCreate] = await entriesOf('subcontractor', subcontractor.id);
    expect(companyCreate?.recordLabel).toBe(subcontractor.companyName);
    expect(change(companyCreate, 'user.email')?.after).toBe(subcontractor.user.email);
    expect(companyUpdate?.changes).toEqual(
      expect.arrayContaining([
        { field: 'fleetSize', before: 3, after: 4 },
        { field: 'user.firstName', before: 'Sami', after: 'Samia' },
      ]),
    );

    const tour = must(await api.POST('/tours', { body: tourBody(network) }), 'tour');
    must(
      await api.PATCH('/tours/{id}', {
        params: { path: { id: tour.id } },
        body: { plannedDate: '2026-12-01' },
      }),
      'tour update',
    );
    const [tourUpdate, tourCreate] = await entriesOf('tour', tour.id);
    expect(tourCreate).toMatchObject({ action: 'CREATE', recordLabel: tour.reference });
    expect(change(tourUpdate, 'plannedDate')?.after).toBe('2026-12-01');

    const voucher = must(
      await api.POST('/removal-vouchers', { body: voucherBody(holder.id, subcontractor.id) }),
      'voucher',
    );
    must(
      await api.PATCH('/removal-vouchers/{id}', {
        params: { path: { id: voucher.id } },
        body: { status: 'NOT_CONFIRMED', decisionComment: 'Cuve vide à notre passage.' },
      }),
      'decision',
    );
    const [decision, voucherCreate] = await entriesOf('removalVoucher', voucher.id);
    expect(voucherCreate).toMatchObject({ action: 'CREATE', recordLabel: voucher.number });
    expect(decision?.action).toBe('DECISION');
    expect(change(decision, 'status')).toEqual({
      field: 'status',
      before: 'AWAITING',
      after: 'NOT_CONFIRMED',
    });
    expect(change(decision, 'decisionComment')?.after).toBe('Cuve vide à notre passage.');

    const complaint = must(
      await api.POST('/complaints', {
        body: { holderId: holder.id, subject: 'Cuve qui fuit', description: 'Fuite.' },
      }),
      'complaint',
    );
    must(
      await api.PATCH('/complaints/{id}', {
        params: { path: { id: complaint.id } },
        body: { status: 'IN_PROGRESS' },
      }),
      'complaint update',
    );
    const [complaintUpdate] = await entriesOf('complaint', complaint.id);
    expect(complaintUpdate).toMatchObject({ action: 'UPDATE', recordLabel: 'Cuve qui fuit' });
    expect(change(complaintUpdate, 'status')).toEqual({
      field: 'status',
      before: 'OPEN',
      after: 'IN_PROGRESS',
    });

    const region = must(await api.POST('/areas/regions', { body: { name: 'Sud' } }), 'region');
    must(
      await api.PATCH('/areas/regions/{id}', {
        params: { path: { id: region.id } },
        body: { name: 'Grand Sud' },
      }),
      'rename',
    );
    const [renamed] = await entriesOf('region', region.id);
    expect(renamed?.changes).toEqual([{ field: 'name', before: 'Sud', after: 'Grand Sud' }]);
    const zone = must(
      await api.POST('/areas/zones', { body: { name: 'Tataouine', regionId: region.id } }),
      'zone',
    );
    expect((await entriesOf('zone', zone.id))[0]).toMatchObject({
      action: 'CREATE',
      recordLabel: 'Tataouine',
    });

    // An account: its permissions and its status are actions of their own.
    must(
      await api.PATCH('/users/{id}', {
        params: { path: { id: ids.users.managerNord } },
        body: {
          firstName: 'Hichem',
          permissions: { holder: 'READ', areaId: ids.nord },
          status: 'REVOKED',
        },
      }),
      'account',
    );
    const account = await entriesOf('user', ids.users.managerNord);
    expect(account.map((entry) => entry.action).sort()).toEqual([
      'PERMISSIONS',
      'STATUS',
      'UPDATE',
    ]);
    const byAction = (action: string) => account.find((entry) => entry.action === action);
    expect(byAction('STATUS')?.changes).toEqual([
      { field: 'status', before: 'ACTIVE', after: 'REVOKED' },
    ]);
    expect(change(byAction('PERMISSIONS'), 'permissions.holder')).toEqual({
      field: 'permissions.holder',
      before: 'READ|CREATE|UPDATE',
      after: 'READ',
    });
    expect(byAction('UPDATE')?.changes).toEqual([
      { field: 'firstName', before: 'managerNord', after: 'Hichem' },
    ]);

    expect(
      (await api.DELETE('/users/{id}', { params: { path: { id: ids.users.managerCentre } } }))
        .response.status,
    ).toBe(204);
    const [deleted] = await entriesOf('user', ids.users.managerCentre);
    expect(deleted?.action).toBe('DELETE');
    expect(change(deleted, 'email')).toEqual({ field: 'email', before: 'centre@test.tn' });
    expect(deleted?.changes.every((item) => !('after' in item))).toBe(true);
  });

  it('writes a sign-in and a password change, never the password', async () => {
    const anonymous = await h.client();
    const { data: challenge } = await anonymous.POST('/auth/signin', {
      body: { login: 'admin@test.tn', password: PASSWORD },
    });
    const mails = (await (await h.raw('/__dev/outbox?to=admin%40test.tn')).json()) as {
      code: string;
    }[];
    const session = must(
      await anonymous.POST('/auth/verify-otp', {
        body: { hashedOtp: challenge!.otp, inputOtp: mails[0]!.code },
      }),
      'verify',
    );
    const api = h.clientWithToken(session.token);
    must(
      await api.PATCH('/auth/password', {
        body: { currentPassword: PASSWORD, newPassword: 'Oliviers#2026' },
      }),
      'password',
    );
    const [password, signIn] = await entriesOf('user', ids.users.admin);
    expect(signIn).toMatchObject({
      action: 'SIGN_IN',
      actor: { id: ids.users.admin, role: 'ADMIN' },
      recordLabel: 'admin Fixture',
      changes: [],
    });
    expect(password).toMatchObject({ action: 'PASSWORD', changes: [] });
    const stored = await h.db.select({ changes: history.changes }).from(history);
    expect(JSON.stringify(stored)).not.toContain('Oliviers');
    expect(JSON.stringify(stored)).not.toContain('scrypt');
  });

  it('writes nothing when the change fails: a refused update, a stale version, a taken number', async () => {
    const api = await h.client('super');
    const holder = await createHolder(api);
    const other = await createHolder(api);
    const before = await count(h);
    const taken = await api.PATCH('/holders/{id}', {
      params: { path: { id: holder.id } },
      body: { name: 'Renommé', number: other.number },
    });
    expect(taken.response.status).toBe(400);
    const stale = await api.PATCH('/holders/{id}', {
      params: { path: { id: holder.id }, header: { 'If-Match': '"2020-01-01T00:00:00.000Z"' } },
      body: { name: 'Renommé' },
    });
    expect(stale.response.status).toBe(412);
    const duplicate = await api.POST('/holders', {
      body: holderBody({ number: other.number }),
    });
    expect(duplicate.response.status).toBe(409);
    expect(await count(h)).toBe(before);
    // The writer goes with the transaction it is given.
    await h.db
      .transaction(async (tx) => {
        await writeHistory(
          tx,
          { actor: null, address: null },
          {
            action: 'UPDATE',
            recordKind: 'holder',
            recordId: holder.id,
            recordLabel: 'x',
            changes: [],
          },
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await count(h)).toBe(before);
  });

  it("hides a holder's contact fields from readers who do not see them, and the address from those without history READ", async () => {
    const api = await h.client('super');
    const holder = await createHolder(api);
    must(
      await api.PATCH('/holders/{id}', {
        params: { path: { id: holder.id } },
        body: { contactPhone: '+216 98 000 111', city: 'Gammarth' },
      }),
      'update',
    );
    // reader: holder READ only, in Grand Tunis.
    const reader = must(await historyOf(await h.client('reader'), 'holder', holder.id), 'reader');
    const fields = reader.items.flatMap((entry) => entry.changes.map((item) => item.field));
    expect(fields).toContain('city');
    expect(fields).not.toContain('contactPhone');
    expect(fields).not.toContain('contact');
    expect(fields).not.toContain('contactEmail');
    expect(fields).not.toContain('contactLandline');
    const listed = must(
      await (await h.client('reader')).GET('/history', { params: { query: { limit: 100 } } }),
      'list',
    );
    expect(listed.items.flatMap((entry) => entry.changes.map((item) => item.field))).not.toContain(
      'contactPhone',
    );
    // admin: holder UPDATE sees them.
    const admin = must(await historyOf(await h.client('admin'), 'holder', holder.id), 'admin');
    expect(change(admin.items[0], 'contactPhone')).toEqual({
      field: 'contactPhone',
      before: '+216 98 456 123',
      after: '+216 98 000 111',
    });
    // managerNord reads the holder but holds no history READ: no address.
    const manager = must(
      await historyOf(await h.client('managerNord'), 'holder', holder.id),
      'manager',
    );
    expect(manager.items).toHaveLength(2);
    expect(manager.items.every((entry) => entry.address === null)).toBe(true);
  });

  it('keeps to who may read the record: 404 out of reach, 403 without READ, a deleted account for staff of its area', async () => {
    const api = await h.client('super');
    const holder = await createHolder(api);
    const sahel = await createHolder(api, { delegationId: ids.sousseMedina, city: 'Sousse' });

    expect(
      (await historyOf(await h.client('managerCentre'), 'holder', holder.id)).response.status,
    ).toBe(404);
    expect((await historyOf(await h.client('reader'), 'holder', sahel.id)).response.status).toBe(
      404,
    );
    expect(
      (await historyOf(await h.client('managerCentre'), 'holder', sahel.id)).response.status,
    ).toBe(200);
    // A driver reads no holder (403, as GET /holders/{id}); an unknown id or kind is 404.
    expect((await historyOf(await h.client('driver'), 'holder', holder.id)).response.status).toBe(
      403,
    );
    const unknown = await h.app.request(`/api/v1/history/holder/${randomUUID()}`, {
      headers: { Authorization: (await tokenOf('super')).header },
    });
    expect(unknown.status).toBe(404);
    const kind = await h.app.request(`/api/v1/history/invoice/${holder.id}`, {
      headers: { Authorization: (await tokenOf('super')).header },
    });
    expect(kind.status).toBe(404);

    // A company's account reads its own company's holder history only.
    const network = await createNetwork(api, 1);
    const company = await h.client('subcontractor');
    expect((await historyOf(company, 'holder', network.holders[0]!.id)).response.status).toBe(404);

    // managerNord (Nord) is deleted: the admin of Nord still reads the account's history, the
    // manager of Centre-Est does not.
    must(
      await api.PATCH('/users/{id}', {
        params: { path: { id: ids.users.managerNord } },
        body: { lastName: 'Nord' },
      }),
      'rename',
    );
    await api.DELETE('/users/{id}', { params: { path: { id: ids.users.managerNord } } });
    const kept = must(
      await historyOf(await h.client('admin'), 'user', ids.users.managerNord),
      'deleted account',
    );
    expect(kept.items.map((entry) => entry.action)).toEqual(['DELETE', 'UPDATE']);
    expect(
      (await historyOf(await h.client('managerCentre'), 'user', ids.users.managerNord)).response
        .status,
    ).toBe(404);
  });

  it('lists the History screen in the caller’s area with its filters and pages, newest first', async () => {
    const api = await h.client('super');
    const marsa = await createHolder(api, { name: 'Marsa' });
    const sousse = await createHolder(api, { name: 'Sousse', delegationId: ids.sousseMedina });
    const admin = await h.client('admin');
    must(
      await admin.PATCH('/holders/{id}', {
        params: { path: { id: marsa.id } },
        body: { city: 'Sidi Bou Saïd' },
      }),
      'update',
    );

    const all = must(await api.GET('/history', { params: { query: { limit: 100 } } }), 'all');
    expect(all.items.map((entry) => [entry.action, entry.recordLabel])).toEqual([
      ['UPDATE', 'Marsa'],
      ['CREATE', 'Sousse'],
      ['CREATE', 'Marsa'],
    ]);

    // The admin of Nord: Marsa's entries, not those of Sousse (Centre-Est).
    const nord = must(await admin.GET('/history', { params: { query: {} } }), 'nord');
    expect(nord.items.map((entry) => entry.recordId)).toEqual([marsa.id, marsa.id]);
    expect(nord.items.some((entry) => entry.recordId === sousse.id)).toBe(false);

    const byActor = must(
      await api.GET('/history', { params: { query: { actorId: ids.users.admin } } }),
      'actor',
    );
    expect(byActor.items.map((entry) => entry.recordLabel)).toEqual(['Marsa']);
    const byAction = must(
      await api.GET('/history', { params: { query: { action: 'CREATE', recordKind: 'holder' } } }),
      'action',
    );
    expect(byAction.meta.totalItems).toBe(2);
    const none = must(
      await api.GET('/history', { params: { query: { recordKind: 'tour' } } }),
      'kind',
    );
    expect(none.meta.totalItems).toBe(0);

    const paged = must(
      await api.GET('/history', { params: { query: { limit: 2, page: 2 } } }),
      'page 2',
    );
    expect(paged.meta).toEqual({
      page: 2,
      limit: 2,
      totalItems: 3,
      totalPages: 2,
      hasNext: false,
      hasPrev: true,
    });
    expect(paged.items.map((entry) => entry.recordLabel)).toEqual(['Marsa']);

    // Days are Tunis's: an entry written at 23:30 UTC belongs to the next day there.
    await h.db.execute(
      sql`insert into history (at, action, record_kind, record_id, record_label, changes, region_ids, zone_ids)
          values ('2026-03-01T23:30:00Z', 'UPDATE', 'holder', ${marsa.id}, 'Marsa', '[]', '{}', '{}')`,
    );
    const day = (from: string, to: string) =>
      api.GET('/history', { params: { query: { from, to } } });
    expect(must(await day('2026-03-02', '2026-03-02'), 'day').meta.totalItems).toBe(1);
    expect(must(await day('2026-03-01', '2026-03-01'), 'day before').meta.totalItems).toBe(0);

    // Without history READ: 403; a bad filter: 400.
    expect((await (await h.client('managerNord')).GET('/history')).response.status).toBe(403);
    expect(
      (await api.GET('/history', { params: { query: { from: 'hier' as never } } })).response.status,
    ).toBe(400);
  });

  it('has no call that changes or deletes history, and the table refuses it', async () => {
    const api = await h.client('super');
    const holder = await createHolder(api);
    const [entry] = await entriesOf('holder', holder.id);
    const authorization = (await tokenOf('super')).header;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [
        '/api/v1/history',
        `/api/v1/history/holder/${holder.id}`,
        `/api/v1/history/${entry!.id}`,
      ]) {
        const response = await h.app.request(path, {
          method,
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: '{}',
        });
        expect([404, 405]).toContain(response.status);
      }
    }
    // The database's own refusal (drizzle wraps it as the cause of its error).
    const refusal = (statement: ReturnType<typeof sql>) =>
      h.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update history set record_label = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from history`)).toMatch(/append-only/);
    expect((await entriesOf('holder', holder.id))[0]).toEqual(entry);
  });
});

/** A session of a fixture user, as an Authorization header. */
const tokenOf = async (user: 'super') => {
  const token = await createSession(h.db, ids.users[user], 'SIGN_IN', 3600);
  return { header: `Bearer ${token}` };
};
