import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@generated/model';
import type { Db } from '../db/client';
import { permissions, sessions, subcontractors, users, zones } from '../db/schema';
import {
  parseActions,
  RESOURCES,
  type Action,
  type Area,
  type Principal,
  type Resource,
} from '../permissions/policy';
import { randomToken, sha256 } from './tokens';

type Purpose = OtpPurpose;

export const createSession = async (
  db: Db,
  userId: string,
  purpose: Purpose,
  ttlSeconds: number,
) => {
  const token = randomToken(purpose === 'SIGN_IN' ? 'tok' : 'rst');
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
};

/** Ends every session of a user but the one given (password change keeps the current one). */
export const revokeSessions = async (db: Db, userId: string, exceptSessionId?: string) => {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
};

export const revokeSession = async (db: Db, sessionId: string) => {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
};

const liveResetToken = (token: string) =>
  and(
    eq(sessions.tokenHash, sha256(token)),
    eq(sessions.purpose, 'PASSWORD_RESET'),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  );

/** The user of a live password-reset token, without using it up (to check the new password). */
export const findResetToken = async (db: Db, token: string) => {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(liveResetToken(token));
  return row?.userId ?? null;
};

/** Uses a password-reset token once: answers its user, or null. */
export const consumeResetToken = async (db: Db, token: string) => {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(liveResetToken(token))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
};

const areaOf = (row: {
  hasPermissions: boolean;
  regionId: string | null;
  zoneId: string | null;
  zoneRegionId: string | null;
}): Area => {
  if (!row.hasPermissions) return { kind: 'none' };
  if (row.zoneId && row.zoneRegionId) {
    return { kind: 'zone', zoneId: row.zoneId, regionId: row.zoneRegionId };
  }
  if (row.regionId) return { kind: 'region', regionId: row.regionId };
  return { kind: 'all' };
};

/**
 * Finds the signed-in user behind a bearer token, or null when the token is not a live session.
 * Every API call runs it: a prepared statement, planned once per connection.
 */
export const principalFinder = (db: Db) => {
  const query = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      status: users.status,
      permissions,
      zoneRegionId: zones.regionId,
      subcontractorId: subcontractors.id,
      driverCompanyId: users.subcontractorId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .leftJoin(zones, eq(zones.id, permissions.zoneId))
    .leftJoin(subcontractors, eq(subcontractors.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.purpose, 'SIGN_IN'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        ne(users.status, 'REVOKED'),
      ),
    )
    .limit(1)
    .prepare('find_principal');
  return async (token: string): Promise<Principal | null> => {
    const [row] = await query.execute({ tokenHash: sha256(token) });
    if (!row) return null;
    const actions = Object.fromEntries(
      RESOURCES.map((resource) => [resource, parseActions(row.permissions?.[resource])]),
    ) as Record<Resource, Set<Action>>;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      status: row.status,
      actions,
      area: areaOf({
        hasPermissions: row.permissions !== null,
        regionId: row.permissions?.regionId ?? null,
        zoneId: row.permissions?.zoneId ?? null,
        zoneRegionId: row.zoneRegionId,
      }),
      // The company of the account: the one a SUBCONTRACTOR account runs, the one a DRIVER works for.
      subcontractorId:
        row.role === 'DRIVER'
          ? row.driverCompanyId
          : row.role === 'SUBCONTRACTOR'
            ? row.subcontractorId
            : null,
    };
  };
};
