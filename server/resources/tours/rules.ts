import { eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { delegations, holders, users } from '@server/db/schema';
import { badRequest, ruleViolation } from '@server/http/errors';
import { requireUnique } from '@server/http/validation';
import type { Principal } from '@server/permissions/policy';
import { allOf, companyUserScope, userScope } from '@server/permissions/scope';
import { liveHolderScope, subcontractorReference, visibleSubcontractor } from '../references';
import { checkDepotServes } from '../subcontractors/rules';

export interface TourShape {
  zoneId: string;
  relayDepotId: string;
  subcontractorId: string;
  holders: string[];
}

/** The rules of createTour: the depot and the subcontractor serve the zone, every holder is in it. */
export const checkTour = async (db: Db, principal: Principal, tour: TourShape) => {
  requireUnique(tour.holders, 'holders');
  await checkDepotServes(db, tour.relayDepotId, tour.zoneId);
  const subcontractor = await visibleSubcontractor(db, principal, tour.subcontractorId);
  if (!subcontractor) throw ruleViolation(['subcontractorId'], 'unknownReference');
  if (subcontractor.zoneId !== tour.zoneId) {
    throw ruleViolation(['subcontractorId'], 'subcontractorNotInZone');
  }
  const found = await db
    .select({ id: holders.id, zoneId: delegations.zoneId })
    .from(holders)
    .innerJoin(delegations, eq(delegations.id, holders.delegationId))
    .where(allOf(inArray(holders.id, tour.holders), liveHolderScope(principal)));
  const zoneOf = new Map(found.map((holder) => [holder.id, holder.zoneId]));
  tour.holders.forEach((id, index) => {
    const zoneId = zoneOf.get(id);
    if (!zoneId) {
      throw badRequest([{ code: 'custom', path: ['holders', index], key: 'unknownReference' }]);
    }
    if (zoneId !== tour.zoneId) {
      throw badRequest([{ code: 'custom', path: ['holders', index], key: 'holderNotInZone' }]);
    }
  });
};

export const checkAssigned = async (
  db: Db,
  principal: Principal,
  id: string | null | undefined,
) => {
  await subcontractorReference(db, principal, id, ['assignedSubcontractorId']);
};

/**
 * The driver of a tour: an account the caller can see (a company account sees its own drivers
 * only), a DRIVER, working for the tour's subcontractor or the one it is assigned to; otherwise
 * a driver would see another company's tour.
 */
export const checkDriver = async (
  db: Db,
  principal: Principal,
  id: string | null | undefined,
  companies: (string | null)[],
) => {
  if (!id) return;
  const [driver] = await db
    .select({ role: users.role, subcontractorId: users.subcontractorId })
    .from(users)
    .where(
      allOf(
        eq(users.id, id),
        isNull(users.deletedAt),
        userScope(principal, users.id),
        companyUserScope(principal, {
          role: users.role,
          subcontractorId: users.subcontractorId,
        }),
      ),
    );
  if (!driver) throw ruleViolation(['driverId'], 'unknownReference');
  if (driver.role !== 'DRIVER') throw ruleViolation(['driverId'], 'notADriver');
  if (!driver.subcontractorId || !companies.includes(driver.subcontractorId)) {
    throw ruleViolation(['driverId'], 'driverNotInCompany');
  }
};
