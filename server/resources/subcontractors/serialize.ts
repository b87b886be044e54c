import { eq } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetSubcontractorResponse } from '@generated/zod/subcontractors/subcontractors.zod';
import type { Db } from '@server/db/client';
import { relayDepots, subcontractors, zones } from '@server/db/schema';
import { complete } from '../complete';
import { depotSummary, zoneSummary } from '../summaries';
import { loadUsers } from '../users/serialize';

export type Subcontractor = zod.output<typeof GetSubcontractorResponse>;

export const subcontractorSelect = (db: Db) =>
  db
    .select({
      subcontractor: subcontractors,
      zone: zoneSummary,
      relayDepot: depotSummary,
    })
    .from(subcontractors)
    .innerJoin(zones, eq(zones.id, subcontractors.zoneId))
    .innerJoin(relayDepots, eq(relayDepots.id, subcontractors.relayDepotId));

type Row = Awaited<ReturnType<ReturnType<typeof subcontractorSelect>['execute']>>[number];

export const serializeSubcontractors = async (db: Db, rows: Row[]): Promise<Subcontractor[]> => {
  const accounts = await loadUsers(
    db,
    rows.map((row) => row.subcontractor.userId),
  );
  return rows.map(({ subcontractor: s, zone, relayDepot }) => {
    const user = accounts.get(s.userId);
    if (!user) throw new Error(`subcontractor ${s.id} has no account`);
    return complete<Subcontractor>({
      id: s.id,
      userId: s.userId,
      user,
      contractStartDate: s.contractStartDate.toISOString(),
      contractEndDate: s.contractEndDate.toISOString(),
      companyName: s.companyName,
      zoneId: s.zoneId,
      zone,
      relayDepotId: s.relayDepotId,
      relayDepot,
      collectionCapacity: s.collectionCapacity,
      assignedTankCapacity: s.assignedTankCapacity,
      fleetSize: s.fleetSize,
      vehicleCapacities: s.vehicleCapacities,
      managerSubcontractorId: s.managerSubcontractorId,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    });
  });
};
