import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const KEY = 'auth_secret';

/**
 * The key that signs OTP challenges. AUTH_SECRET when set; otherwise one generated once and
 * kept in the database, so that every instance on the same database shares it.
 */
export const loadSecret = async (db: Db, fromEnv: string | undefined) => {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('no auth secret');
  return Buffer.from(row.value, 'base64');
};
