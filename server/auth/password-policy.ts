import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MessageKey } from '../http/i18n';
import { verifyPassword } from './password';
import { loginKey } from './rate-limit';

const listFile = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
let common: Set<string> | undefined;

/** The 10,000 most common passwords (common-passwords.txt), read once. */
const commonPasswords = () =>
  (common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  ));

export const isCommonPassword = (password: string) =>
  commonPasswords().has(password.normalize('NFKC').trim().toLowerCase());

interface Owner {
  email: string | null;
  phoneNumber: string | null;
  /** The hash of the password being replaced. */
  passwordHash: string;
}

/**
 * Why a password a user chooses for themselves is refused, or null. On top of the contract's
 * 6 characters (checked by the body's schema): not one of the most common passwords, not the
 * login (e-mail or phone number, in any case or spelling), not the password it replaces.
 */
export const passwordProblem = async (
  password: string,
  owner: Owner,
): Promise<MessageKey | null> => {
  if (isCommonPassword(password)) return 'passwordCommon';
  const typed = loginKey(password);
  const logins = [owner.email, owner.phoneNumber].filter((login): login is string => !!login);
  if (logins.some((login) => loginKey(login) === typed)) return 'passwordIsLogin';
  if (await verifyPassword(password, owner.passwordHash)) return 'passwordUnchanged';
  return null;
};
