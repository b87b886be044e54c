// @vitest-environment node
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DeliveryError } from '../auth/delivery';
import { history, permissions, users } from '../db/schema';
import { createFirstAdmin, ensureInitialAdmin } from '../resources/users/first-admin';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

interface OutboxMail {
  to: string;
  text: string;
  code: string | null;
}

const outbox = async (to: string) =>
  (await (await h.raw(`/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];

/** A deployment's first start: no super administrator yet. */
const withoutSuperAdmin = () =>
  h.db
    .update(users)
    .set({ deletedAt: sql`now()` })
    .where(eq(users.role, 'SUPER_ADMIN'));

const accountsOf = (login: string) =>
  h.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${login} or ${users.phoneDigits} = ${login}`);

/** Sign-in as a user does it: login and password, then the code sent to the login. */
const signIn = async (login: string, password: string, codeTo = login) => {
  const api = await h.client();
  const { data, error } = await api.POST('/auth/signin', { body: { login, password } });
  if (!data) throw new Error(`sign-in refused: ${JSON.stringify(error)}`);
  const [mail] = await outbox(codeTo);
  const verified = await api.POST('/auth/verify-otp', {
    body: { hashedOtp: data.otp, inputOtp: mail?.code ?? '' },
  });
  return h.clientWithToken(verified.data?.token);
};

describe('the first super administrator', () => {
  it('rule "created PENDING with a temporary password sent to it, changed at first sign-in": then it manages everything', async () => {
    await withoutSuperAdmin();
    const outcome = await createFirstAdmin(h.deps, { email: 'direction@organisation.tn' });
    expect(outcome).toMatchObject({ created: true, address: 'direction@organisation.tn' });

    const [stored] = await accountsOf('direction@organisation.tn');
    expect(stored).toMatchObject({ role: 'SUPER_ADMIN', status: 'PENDING', deletedAt: null });
    // Its creation is in the history, by no one signed in.
    const entries = await h.db.select().from(history).where(eq(history.recordId, stored!.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'CREATE', actorId: null, address: null });
    expect(entries[0]!.changes).toContainEqual({ field: 'role', after: 'SUPER_ADMIN' });
    expect(entries[0]!.changes).toContainEqual({
      field: 'email',
      after: 'direction@organisation.tn',
    });
    const [mail, ...others] = await outbox('direction@organisation.tn');
    expect(others).toHaveLength(0);
    const temporary = mail!.code!;
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    expect(mail!.text).toContain(`Mot de passe temporaire : ${temporary}`);

    const api = await signIn('direction@organisation.tn', temporary);
    const me = await api.GET('/auth/current-user');
    expect(me.data).toMatchObject({ role: 'SUPER_ADMIN', status: 'PENDING' });
    // PENDING: nothing but the auth calls until the password is changed.
    expect((await api.GET('/holders')).response.status).toBe(403);
    const changed = await api.PATCH('/auth/password', {
      body: { currentPassword: temporary, newPassword: 'Huile-Collecte-2026' },
    });
    expect(changed.data?.success).toBe(true);
    expect((await api.GET('/auth/current-user')).data?.status).toBe('ACTIVE');

    // A super administrator: it creates a region's staff account.
    const manager = await api.POST('/users', {
      body: {
        firstName: 'Olfa',
        lastName: 'Mejri',
        email: 'olfa.mejri@organisation.tn',
        cin: '04561237',
        role: 'REGIONAL_MANAGER',
        permissions: { holder: 'READ|CREATE|UPDATE', areaId: ids.nord },
      },
    });
    expect(manager.response.status).toBe(201);
    expect(manager.data?.permissions?.region?.name).toBe('Nord');
  });

  it('rule "a phone login": the temporary password goes to the phone number, which signs in', async () => {
    await withoutSuperAdmin();
    const outcome = await createFirstAdmin(h.deps, { phoneNumber: '+216 98 765 432' });
    expect(outcome).toMatchObject({ created: true, address: '+216 98 765 432' });
    const [mail] = await outbox('+216 98 765 432');
    const api = await signIn('98765432', mail!.code!, '+216 98 765 432');
    expect((await api.GET('/auth/current-user')).data).toMatchObject({
      role: 'SUPER_ADMIN',
      phoneNumber: '+216 98 765 432',
      email: null,
    });
  });

  it('rule "refused while a super administrator exists, unless forced; never over another account\'s login, never where no channel reaches"', async () => {
    // The fixture has one.
    expect(await createFirstAdmin(h.deps, { email: 'second@organisation.tn' })).toEqual({
      created: false,
      reason: 'superAdminExists',
    });
    expect(await accountsOf('second@organisation.tn')).toHaveLength(0);
    expect(await outbox('second@organisation.tn')).toHaveLength(0);

    expect(
      await createFirstAdmin(h.deps, { email: 'admin@test.tn' }, { force: true }),
    ).toMatchObject({ created: false, reason: 'loginTaken', login: 'admin@test.tn' });
    const [admin] = await accountsOf('admin@test.tn');
    expect(admin?.role).toBe('ADMIN');

    // No channel reaches the login: nobody would get the password.
    const smsOnly = {
      ...h.deps,
      delivery: { ...h.deps.delivery, channels: { email: null, sms: 'gateway' as const } },
    };
    expect(
      await createFirstAdmin(smsOnly, { email: 'second@organisation.tn' }, { force: true }),
    ).toEqual({ created: false, reason: 'noChannel' });
    expect(await accountsOf('second@organisation.tn')).toHaveLength(0);

    const forced = await createFirstAdmin(
      h.deps,
      { email: 'second@organisation.tn' },
      { force: true },
    );
    expect(forced.created).toBe(true);
    const supers = await h.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'SUPER_ADMIN'), sql`${users.deletedAt} is null`));
    expect(supers).toHaveLength(2);
  });

  it('rule "a password that cannot be sent leaves no account": nobody could sign in to it', async () => {
    await withoutSuperAdmin();
    const unreachable = {
      ...h.deps,
      delivery: {
        ...h.deps.delivery,
        send: () => Promise.reject(new DeliveryError('email', 'ECONNREFUSED')),
      },
    };
    await expect(
      createFirstAdmin(unreachable, { email: 'direction@organisation.tn' }),
    ).rejects.toThrow('E-mail not sent: ECONNREFUSED');
    expect(await accountsOf('direction@organisation.tn')).toHaveLength(0);
    const orphans = await h.db
      .select()
      .from(permissions)
      .where(sql`${permissions.userId} not in (select id from users)`);
    expect(orphans).toHaveLength(0);
    expect(await h.db.select().from(history).where(eq(history.recordKind, 'user'))).toHaveLength(0);
    // Once the channel works, the next try creates it.
    expect((await createFirstAdmin(h.deps, { email: 'direction@organisation.tn' })).created).toBe(
      true,
    );
  });

  it('rule "INITIAL_ADMIN_EMAIL on a start without a super administrator": created once, later starts do nothing', async () => {
    await withoutSuperAdmin();
    expect(await ensureInitialAdmin(h.deps, {})).toBeUndefined();
    const settings = { INITIAL_ADMIN_EMAIL: 'direction@organisation.tn' };
    expect((await ensureInitialAdmin(h.deps, settings))?.created).toBe(true);
    expect((await ensureInitialAdmin(h.deps, settings))?.created).toBe(false);
    expect(await accountsOf('direction@organisation.tn')).toHaveLength(1);
    expect(await outbox('direction@organisation.tn')).toHaveLength(1);
  });
});
