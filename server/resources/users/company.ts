import type { Db } from '@server/db/client';
import { ruleViolation } from '@server/http/errors';
import type { Principal } from '@server/permissions/policy';
import { isCompanyUser } from '@server/permissions/scope';
import { visibleSubcontractor } from '../references';

/**
 * The company of a driver being created or moved. A company account (SUBCONTRACTOR) manages
 * the drivers of its own company only: it gets its company without naming one, and naming any
 * other is a 400 on the field. Staff must name a subcontractor they can see (their area); an
 * unknown or out-of-reach one is a 400 on the field, as an unknown reference.
 */
export const driverCompany = async (
  db: Db,
  principal: Principal,
  requested: string | undefined,
): Promise<string> => {
  if (isCompanyUser(principal)) {
    const own = principal.subcontractorId;
    if (!own || (requested !== undefined && requested !== own)) {
      throw ruleViolation(['subcontractorId'], 'notOwnCompany');
    }
    return own;
  }
  if (requested === undefined) throw ruleViolation(['subcontractorId'], 'required');
  const found = await visibleSubcontractor(db, principal, requested);
  if (!found) throw ruleViolation(['subcontractorId'], 'unknownReference');
  return found.id;
};
