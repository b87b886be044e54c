import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { delegations, zones } from '../db/schema';
import { forbidden, ruleViolation, type IssuePath } from '../http/errors';
import { zoneInArea, type Principal } from '../permissions/policy';

export const findZone = async (db: Db, id: string) => {
  const [zone] = await db.select().from(zones).where(eq(zones.id, id));
  return zone ?? null;
};

export const findZones = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(zones).where(inArray(zones.id, ids));

/**
 * A zone named in a body: unknown → 400 on the field; outside the caller's area → 403, the
 * record would land where the caller has no rights.
 */
export const zoneForWrite = async (db: Db, principal: Principal, id: string, path: IssuePath) => {
  const zone = await findZone(db, id);
  if (!zone) throw ruleViolation(path, 'unknownReference');
  if (!zoneInArea(principal, zone)) throw forbidden();
  return zone;
};

export const delegationForWrite = async (
  db: Db,
  principal: Principal,
  id: string,
  path: IssuePath,
) => {
  const [delegation] = await db
    .select({ id: delegations.id, zoneId: delegations.zoneId, regionId: zones.regionId })
    .from(delegations)
    .innerJoin(zones, eq(zones.id, delegations.zoneId))
    .where(eq(delegations.id, id));
  if (!delegation) throw ruleViolation(path, 'unknownReference');
  if (!zoneInArea(principal, { id: delegation.zoneId, regionId: delegation.regionId })) {
    throw forbidden();
  }
  return delegation;
};
