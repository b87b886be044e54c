import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { relayDepotZones, relayDepots } from '@server/db/schema';
import { ruleViolation } from '@server/http/errors';

interface Resulting {
  fleetSize: number;
  vehicleCapacities: number[];
  contractStartDate: Date;
  contractEndDate: Date;
}

/** The rules of createSubcontractor that JSON Schema cannot say, on the resulting record. */
export const checkCompanyRules = (record: Resulting) => {
  if (record.vehicleCapacities.length > record.fleetSize) {
    throw ruleViolation(['vehicleCapacities'], 'vehicleCapacities');
  }
  if (record.contractEndDate <= record.contractStartDate) {
    throw ruleViolation(['contractEndDate'], 'contractDates');
  }
};

/** The depot must exist (400 on the field) and serve the subcontractor's zone. */
export const checkDepotServes = async (db: Db, depotId: string, zoneId: string) => {
  const [depot] = await db
    .select({ id: relayDepots.id, zoneId: relayDepotZones.zoneId })
    .from(relayDepots)
    .leftJoin(
      relayDepotZones,
      and(eq(relayDepotZones.relayDepotId, relayDepots.id), eq(relayDepotZones.zoneId, zoneId)),
    )
    .where(eq(relayDepots.id, depotId));
  if (!depot) throw ruleViolation(['relayDepotId'], 'unknownReference');
  if (!depot.zoneId) throw ruleViolation(['relayDepotId'], 'depotNotInZone');
};
