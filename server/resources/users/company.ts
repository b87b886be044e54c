import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subcontractors } from '../../db/schema';
import { ruleViolation } from '../../http/errors';
import type { Principal } from '../../permissions/policy';
import { allOf, isCompanyAccount, subcontractorScope } from '../../permissions/scope';

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
  if (isCompanyAccount(principal)) {
    const own = principal.subcontractorId;
    if (!own || (requested !== undefined && requested !== own)) {
      throw ruleViolation(['subcontractorId'], 'notOwnCompany');
    }
    return own;
  }
  if (requested === undefined) throw ruleViolation(['subcontractorId'], 'required');
  const [found] = await db
    .select({ id: subcontractors.id })
    .from(subcontractors)
    .where(
      allOf(
        eq(subcontractors.id, requested),
        subcontractorScope(principal, {
          id: subcontractors.id,
          zoneId: subcontractors.zoneId,
          managerId: subcontractors.managerSubcontractorId,
        }),
      ),
    );
  if (!found) throw ruleViolation(['subcontractorId'], 'unknownReference');
  return found.id;
};
