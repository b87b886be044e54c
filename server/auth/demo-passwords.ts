import type { Db } from '../db/client';
import { findByLogin } from '../resources/users/logins';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { verifyPassword } from './password';

/** The server will not serve while these accounts open with the password the README publishes. */
export class DemoPasswordsError extends Error {
  constructor(readonly logins: string[]) {
    super(
      `Refusing to start: demo accounts still have their published password (${logins.join(', ')}); ` +
        'change their passwords or delete them (the demo data never belongs in production).',
    );
    this.name = 'DemoPasswordsError';
  }
}

/**
 * The demo logins (e-mail or phone number) that open an account with their published password.
 * Each account is checked once, whichever of its logins found it.
 */
export const demoLoginsInUse = async (db: Db): Promise<string[]> => {
  const open: string[] = [];
  const checked = new Set<string>();
  for (const account of DEMO_ACCOUNTS) {
    for (const login of [account.email, account.phoneNumber]) {
      if (!login) continue;
      const user = await findByLogin(db, login);
      if (!user || checked.has(user.id)) continue;
      checked.add(user.id);
      if (await verifyPassword(account.password, user.passwordHash)) open.push(login);
    }
  }
  return open;
};

/** Throws a `DemoPasswordsError` (one line naming the logins) while any demo password works. */
export const assertNoDemoPasswords = async (db: Db) => {
  const logins = await demoLoginsInUse(db);
  if (logins.length > 0) throw new DemoPasswordsError(logins);
};
