// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assertNoDemoPasswords, DemoPasswordsError } from '../auth/demo-passwords';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { useHarness } from './support/harness';

const h = useHarness();

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

/** A demo account as the seed writes it, with `password` as its password. */
const insertDemo = async (account: (typeof DEMO_ACCOUNTS)[number], password: string) => {
  await h.db.insert(users).values({
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phoneNumber: account.phoneNumber,
    phoneDigits: account.phoneNumber?.replace(/[^0-9]/g, '') ?? null,
    cin: account.cin,
    role: account.role,
    status: account.status,
    passwordHash: await hashPassword(password, 2 ** 10),
  });
};

const refusal = () =>
  assertNoDemoPasswords(h.db).then(
    () => null,
    (error: unknown) => error,
  );

describe('no demo password in production', () => {
  it('lets a database without demo accounts start', async () => {
    expect(await refusal()).toBeNull();
  });

  it('names, in one line, every demo login that still opens with its published password', async () => {
    const superAdmin = demo('SUPER_ADMIN');
    const driver = demo('DRIVER');
    const admin = demo('ADMIN');
    await insertDemo(superAdmin, superAdmin.password);
    await insertDemo(driver, driver.password);
    await insertDemo(admin, 'Changé-après-la-démo-2026');

    const error = await refusal();
    expect(error).toBeInstanceOf(DemoPasswordsError);
    const { message, logins } = error as DemoPasswordsError;
    expect(logins).toEqual([superAdmin.email, driver.phoneNumber]);
    expect(message).not.toContain('\n');
    expect(message).toContain('superadmin@collecte-huile.tn');
    expect(message).toContain('+216 22 456 789');
    expect(message).not.toContain(admin.email);
    // The passwords themselves never reach the log.
    expect(message).not.toContain(superAdmin.password);
  });

  it('finds a demo account by its phone number once its e-mail has changed', async () => {
    const superAdmin = demo('SUPER_ADMIN');
    await insertDemo(superAdmin, superAdmin.password);
    await h.db
      .update(users)
      .set({ email: 'direction@example.tn' })
      .where(eq(users.id, superAdmin.id));
    expect(((await refusal()) as DemoPasswordsError).logins).toEqual([superAdmin.phoneNumber]);
  });

  it('starts once every demo password is changed or the account deleted', async () => {
    const superAdmin = demo('SUPER_ADMIN');
    const manager = demo('REGIONAL_MANAGER');
    await insertDemo(superAdmin, 'Un-autre-mot-de-passe-2026');
    await insertDemo(manager, manager.password);
    await h.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, manager.id));
    expect(await refusal()).toBeNull();
  });
});
