import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { regions, zones } from '../../db/schema';
import { forbidden, ruleViolation } from '../../http/errors';
import {
  areaInArea,
  can,
  parseActions,
  RESOURCES,
  type Area,
  type Principal,
  type Role,
} from '../../permissions/policy';

export type PermissionsInput = Partial<Record<(typeof RESOURCES)[number], string>> & {
  areaId: string;
};

/** `areaId` names a region or a zone; unknown → 400 on the field. */
const resolveArea = async (db: Db, areaId: string): Promise<Area> => {
  const [region] = await db.select().from(regions).where(eq(regions.id, areaId));
  if (region) return { kind: 'region', regionId: region.id };
  const [zone] = await db.select().from(zones).where(eq(zones.id, areaId));
  if (zone) return { kind: 'zone', zoneId: zone.id, regionId: zone.regionId };
  throw ruleViolation(['permissions', 'areaId'], 'unknownArea');
};

/**
 * The permissions record a principal may give: inside their own area, and no action they do
 * not hold themselves (nobody hands out more than they have). SUPER_ADMIN gives anything.
 */
export const grantable = async (db: Db, principal: Principal, input: PermissionsInput) => {
  const area = await resolveArea(db, input.areaId);
  if (!areaInArea(principal, area)) throw forbidden();
  const actions: Partial<Record<(typeof RESOURCES)[number], string>> = {};
  for (const resource of RESOURCES) {
    const given = parseActions(input[resource]);
    for (const action of given) if (!can(principal, resource, action)) throw forbidden();
    actions[resource] = [...given].join('|');
  }
  return {
    ...actions,
    regionId: area.kind === 'region' ? area.regionId : null,
    zoneId: area.kind === 'zone' ? area.zoneId : null,
  };
};

/** Drivers are managed with the `driver` actions, every other account with `users`. */
export const resourceFor = (role: Role) => (role === 'DRIVER' ? 'driver' : 'users');
