import { uniqueViolation } from '@server/db/errors';
import { badRequest, conflict, ruleViolation } from '@server/http/errors';
import { phoneDigits } from './logins';

interface Contact {
  email: string | null;
  phoneNumber: string | null;
}

const given = (value: string | undefined, current: string | null) =>
  value === undefined ? current : value.trim() === '' ? null : value.trim();

/**
 * The e-mail and phone number after a create or an update: an empty string means absent, and
 * the account must keep at least one of the two.
 */
export const resolveContact = (
  current: Contact | null,
  body: { email?: string; phoneNumber?: string },
) => {
  const email = given(body.email, current?.email ?? null);
  const phoneNumber = given(body.phoneNumber, current?.phoneNumber ?? null);
  if (!email && !phoneNumber) {
    throw badRequest([
      { code: 'custom', path: ['email'], key: 'emailOrPhone' },
      { code: 'custom', path: ['phoneNumber'], key: 'emailOrPhone' },
    ]);
  }
  return { email, phoneNumber, phoneDigits: phoneDigits(phoneNumber) };
};

/**
 * Turns a taken e-mail or phone number into the contract's answer: 409 on a create, a 400 on the
 * field on an update (409 is not among an update's answers).
 */
export const contactTaken =
  (mode: 'create' | 'update') =>
  (error: unknown): never => {
    const constraint = uniqueViolation(error);
    const field =
      constraint === 'users_email_uq'
        ? ({ path: 'email', key: 'emailTaken' } as const)
        : constraint === 'users_phone_uq'
          ? ({ path: 'phoneNumber', key: 'phoneTaken' } as const)
          : undefined;
    if (!field) throw error;
    throw mode === 'create' ? conflict(field.key) : ruleViolation([field.path], field.key);
  };
