import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as zod from 'zod';
import type { GetTourResponse } from '@generated/zod/tours/tours.zod';
import type { Db } from '@server/db/client';
import {
  holders,
  relayDepots,
  subcontractors,
  tourHolders,
  tours,
  users,
  zones,
} from '@server/db/schema';
import type { Principal } from '@server/permissions/policy';
import { isCompanyUser } from '@server/permissions/scope';
import { complete, type SummaryColumns } from '../complete';
import { companySummary, depotSummary, personSummary, zoneSummary } from '../summaries';

export type Tour = zod.output<typeof GetTourResponse>;
type TourHolder = Tour['holders'][number];

const assigned = alias(subcontractors, 'assigned');

export const tourSelect = (db: Db) =>
  db
    .select({
      tour: tours,
      zone: zoneSummary,
      relayDepot: depotSummary,
      subcontractor: companySummary(subcontractors),
      assignedSubcontractor: companySummary(assigned),
      driver: personSummary,
      driverCompanyId: users.subcontractorId,
    })
    .from(tours)
    .innerJoin(zones, eq(zones.id, tours.zoneId))
    .innerJoin(relayDepots, eq(relayDepots.id, tours.relayDepotId))
    .innerJoin(subcontractors, eq(subcontractors.id, tours.subcontractorId))
    .leftJoin(assigned, eq(assigned.id, tours.assignedSubcontractorId))
    .leftJoin(users, eq(users.id, tours.driverId));

type Row = Awaited<ReturnType<ReturnType<typeof tourSelect>['execute']>>[number];

const stopsOf = async (db: Db, tourIds: string[]) =>
  tourIds.length === 0
    ? []
    : db
        .select({
          tourId: tourHolders.tourId,
          stop: {
            id: holders.id,
            lat: holders.lat,
            lng: holders.lng,
            name: holders.name,
            order: tourHolders.position,
          } satisfies SummaryColumns<TourHolder>,
        })
        .from(tourHolders)
        .innerJoin(holders, eq(holders.id, tourHolders.holderId))
        .where(inArray(tourHolders.tourId, tourIds))
        .orderBy(asc(tourHolders.position));

/**
 * How to reach the driver: for staff and for the driver's own company. A company's account sees
 * only the name of another company's driver (on a tour assigned to it).
 */
const driverFor = (principal: Principal, driver: Row['driver'], companyId: string | null) =>
  driver && isCompanyUser(principal) && companyId !== principal.subcontractorId
    ? { ...driver, email: null, phoneNumber: null }
    : driver;

export const serializeTours = async (
  db: Db,
  rows: Row[],
  principal: Principal,
): Promise<Tour[]> => {
  const stops = await stopsOf(
    db,
    rows.map((row) => row.tour.id),
  );
  return rows.map(
    ({
      tour: t,
      zone,
      relayDepot,
      subcontractor,
      assignedSubcontractor,
      driver,
      driverCompanyId,
    }) =>
      complete<Tour>({
        id: t.id,
        reference: t.reference,
        plannedDate: t.plannedDate,
        subcontractorId: t.subcontractorId,
        assignedSubcontractorId: t.assignedSubcontractorId,
        zoneId: t.zoneId,
        relayDepotId: t.relayDepotId,
        driverId: t.driverId,
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
        subcontractor,
        assignedSubcontractor,
        relayDepot,
        zone,
        driver: driverFor(principal, driver, driverCompanyId),
        holders: stops.filter(({ tourId }) => tourId === t.id).map(({ stop }) => stop),
      }),
  );
};
