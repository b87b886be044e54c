import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { regions, zones } from '@server/db/schema';
import { forbidden, ruleViolation } from '@server/http/errors';
import {
  areaInArea,
  mayGrant,
  parseActions,
  RESOURCES,
  type Area,
  type Principal,
} from '@server/permissions/policy';

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
    if (!mayGrant(principal, resource, given)) throw forbidden();
    actions[resource] = [...given].join('|');
  }
  return {
    ...actions,
    regionId: area.kind === 'region' ? area.regionId : null,
    zoneId: area.kind === 'zone' ? area.zoneId : null,
  };
};
