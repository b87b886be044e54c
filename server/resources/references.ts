import { eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { delegations, holders, subcontractors, zones } from '../db/schema';
import { forbidden, ruleViolation, type IssuePath } from '../http/errors';
import { zoneInArea, type Principal } from '../permissions/policy';
import { allOf, holderScope, subcontractorScope } from '../permissions/scope';

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
    .select({ id: delegations.id, zoneId: zones.id, regionId: zones.regionId })
    .from(delegations)
    .innerJoin(zones, eq(zones.id, delegations.zoneId))
    .where(eq(delegations.id, id));
  if (!delegation) throw ruleViolation(path, 'unknownReference');
  if (!zoneInArea(principal, { id: delegation.zoneId, regionId: delegation.regionId })) {
    throw forbidden();
  }
  return delegation;
};

/** The subcontractors a caller may see (a company account: its own and those it manages). */
export const subcontractorRowScope = (principal: Principal) =>
  subcontractorScope(principal, {
    id: subcontractors.id,
    zoneId: subcontractors.zoneId,
    managerId: subcontractors.managerSubcontractorId,
  });

export const visibleSubcontractor = async (db: Db, principal: Principal, id: string) => {
  const [row] = await db
    .select({ id: subcontractors.id, zoneId: subcontractors.zoneId })
    .from(subcontractors)
    .where(allOf(eq(subcontractors.id, id), subcontractorRowScope(principal)));
  return row ?? null;
};

/** The live holders the caller sees (for a company's account, its own company's). */
export const liveHolderScope = (principal: Principal) =>
  allOf(isNull(holders.deletedAt), holderScope(principal, holders));

/**
 * A record named in a body, when it names one: one the caller cannot see is a 400 on the field,
 * exactly as an unknown one, so that the answer tells nothing of what lies outside the caller's
 * reach.
 */
const reference =
  (visible: (db: Db, principal: Principal, id: string) => Promise<unknown>) =>
  async (db: Db, principal: Principal, id: string | null | undefined, path: IssuePath) => {
    if (id && !(await visible(db, principal, id))) throw ruleViolation(path, 'unknownReference');
  };

export const subcontractorReference = reference(visibleSubcontractor);

/**
 * A holder named in a body (a complaint's, a voucher's): a live one the caller sees. A
 * competitor's holder is as unknown to a company's account as a made-up id.
 */
export const holderReference = reference(async (db, principal, id) => {
  const [holder] = await db
    .select({ id: holders.id })
    .from(holders)
    .where(allOf(eq(holders.id, id), liveHolderScope(principal)));
  return holder;
});
