import { eq, inArray } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetUserResponse } from '@generated/zod/users/users.zod';
import type { Db } from '@server/db/client';
import { permissions, regions, users, zones } from '@server/db/schema';
import { complete, type SummaryColumns } from '../complete';
import { zoneSummary } from '../summaries';
import { RESOURCES } from '@server/permissions/policy';

export type User = zod.output<typeof GetUserResponse>;
type PermissionsOut = NonNullable<User['permissions']>;
type RegionSummary = NonNullable<PermissionsOut['region']>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const userColumns = {
  user: users,
  permission: permissions,
  region: { id: regions.id, name: regions.name } satisfies SummaryColumns<RegionSummary>,
  zone: zoneSummary,
};

export interface UserRow {
  user: typeof users.$inferSelect;
  permission: typeof permissions.$inferSelect | null;
  region: { id: string; name: string } | null;
  zone: { id: string; name: string; regionId: string } | null;
}

const serializePermissions = (row: UserRow): PermissionsOut | undefined => {
  const permission = row.permission;
  if (!permission) return undefined;
  // Absent rather than empty: `''.split('|')` would give clients a phantom action.
  const actions = Object.fromEntries(
    RESOURCES.map((resource) => [resource, permission[resource] || undefined]),
  ) as Record<(typeof RESOURCES)[number], string | undefined>;
  return complete<PermissionsOut>({
    id: permission.id,
    userId: permission.userId,
    ...actions,
    regionId: permission.regionId,
    region: row.region,
    zoneId: permission.zoneId,
    zone: row.zone,
  });
};

export const serializeUser = (row: UserRow): User => {
  const { user } = row;
  return complete<User>({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    cin: user.cin,
    role: user.role,
    status: user.status,
    profilePicture: user.profilePicture,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    deletedAt: isoOrNull(user.deletedAt),
    permissions: serializePermissions(row),
    subcontractorId: user.subcontractorId,
    language: user.language ?? undefined,
  });
};

export const userQuery = (db: Db) =>
  db
    .select(userColumns)
    .from(users)
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .leftJoin(regions, eq(regions.id, permissions.regionId))
    .leftJoin(zones, eq(zones.id, permissions.zoneId));

export const loadUsers = async (db: Db, ids: string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, User>();
  const rows = await userQuery(db).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.user.id, serializeUser(row)]));
};

export const loadUser = async (db: Db, id: string) => (await loadUsers(db, [id])).get(id) ?? null;
