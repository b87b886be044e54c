import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Channel } from '@server/auth/delivery';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';

/** Digits only, so that any spacing or a leading + of the same number compare equal. */
export const phoneDigits = (phone: string | null | undefined) =>
  phone ? phone.replace(/[^0-9]/g, '') : null;

const TUNISIA = '216';

/**
 * A phone number as SMS gateways take it: + and the digits with the country code. A number
 * written without one (8 digits) is Tunisian; 00 stands for +.
 */
export const internationalNumber = (phone: string) => {
  const digits = phoneDigits(phone) ?? '';
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits.length === 8 ? `+${TUNISIA}${digits}` : `+${digits}`;
};

/** The live account whose e-mail (any case) or phone number (with or without +216) is `login`. */
export const findByLogin = async (db: Db, login: string) => {
  const text = login.trim();
  const digits = /^\+?[0-9 ]{6,}$/.test(text) ? phoneDigits(text) : null;
  const byPhone = digits
    ? or(eq(users.phoneDigits, digits), eq(users.phoneDigits, `${TUNISIA}${digits}`))
    : undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), or(sql`lower(${users.email}) = lower(${text})`, byPhone)))
    .limit(1);
  return user ?? null;
};

/** The account's address of a channel's kind: its e-mail address, or its phone number. */
export const addressOf = (
  user: { email: string | null; phoneNumber: string | null },
  channel: Channel,
) => (channel === 'email' ? user.email : user.phoneNumber);
