import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Digits only, so that any spacing or a leading + of the same number compare equal. */
export const phoneDigits = (phone: string | null | undefined) =>
  phone ? phone.replace(/[^0-9]/g, '') : null;

const TUNISIA = '216';

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
