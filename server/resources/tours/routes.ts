import { asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateTourBody,
  CreateTourHeader,
  GetTourParams,
  ListToursQueryParams,
  UpdateTourBody,
  UpdateTourHeader,
  UpdateTourParams,
} from '@generated/zod/tours/tours.zod';
import type { Db } from '@server/db/client';
import { givenFields } from '@server/db/changes';
import { sortBy, type Paging } from '@server/db/paging';
import { relayDepots, subcontractors, tourHolders, tours, zones } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { forbidden } from '@server/http/errors';
import { mayChangeTour, type Principal } from '@server/permissions/policy';
import { allOf, tourScope } from '@server/permissions/scope';
import { RECORDED } from '@server/history/records';
import { recordRoutes } from '../handlers';
import { inRegion, pagedList } from '../lists';
import { zoneForWrite } from '../references';
import { checkAssigned, checkDriver, checkTour } from './rules';
import { serializeTours, tourSelect } from './serialize';

const holderCount = sql`(select count(*) from tour_holders th where th.tour_id = ${tours.id})`;

const SORTABLE = {
  createdAt: tours.createdAt,
  updatedAt: tours.updatedAt,
  holderCount,
  plannedDate: tours.plannedDate,
  reference: tours.reference,
};

/**
 * Tours without a planned date come last in either direction. Without a sort field, the newest
 * (or next) planned date first, then the newest created: the tour one is looking for is on top.
 */
const orderOf = (paging: Paging & { sortField?: keyof typeof SORTABLE }) => {
  if (!paging.sortField) {
    return [sql`${tours.plannedDate} desc nulls last`, desc(tours.createdAt), desc(tours.id)];
  }
  if (paging.sortField === 'plannedDate') {
    const direction = paging.sortOrder === 'desc' ? sql`desc` : sql`asc`;
    const tie = paging.sortOrder === 'desc' ? desc : asc;
    return [sql`${tours.plannedDate} ${direction} nulls last`, tie(tours.createdAt), tie(tours.id)];
  }
  return sortBy(SORTABLE[paging.sortField], paging.sortOrder, tours.id);
};

const scopeOf = (principal: Principal) =>
  tourScope(principal, {
    zoneId: tours.zoneId,
    subcontractorId: tours.subcontractorId,
    assignedId: tours.assignedSubcontractorId,
    driverId: tours.driverId,
  });

const searchOf = (query: string | undefined) =>
  query
    ? sql`(${contains(sql`lower(${tours.reference})`, query)}
      or ${tours.zoneId} in (select ${zones.id} from ${zones} where ${contains(sql`lower(${zones.name})`, query)})
      or ${tours.relayDepotId} in (select ${relayDepots.id} from ${relayDepots} where ${contains(sql`lower(${relayDepots.code} || ' ' || ${relayDepots.name})`, query)})
      or ${tours.subcontractorId} in (select ${subcontractors.id} from ${subcontractors} where ${contains(sql`lower(${subcontractors.companyName})`, query)}))`
    : undefined;

const list = pagedList({
  query: ListToursQueryParams,
  equal: { zoneId: tours.zoneId, relayDepotId: tours.relayDepotId },
  table: tours,
  select: tourSelect,
  scope: scopeOf,
  sortable: SORTABLE,
  order: orderOf,
  serialize: serializeTours,
});

const replaceStops = async (db: Db, tourId: string, holderIds: string[]) => {
  await db.delete(tourHolders).where(eq(tourHolders.tourId, tourId));
  await db
    .insert(tourHolders)
    .values(holderIds.map((holderId, index) => ({ tourId, holderId, position: index + 1 })));
};

export const tourRoutes = ({ db }: Deps) => {
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const rows = await tourSelect(tx).where(allOf(eq(tours.id, id), scopeOf(principal)));
    return (await serializeTours(tx, rows, principal))[0] ?? null;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'tour', (q) => [
        searchOf(q.query),
        q.regionId ? inRegion(tours.zoneId, q.regionId) : undefined,
        q.subcontractorId
          ? sql`(${tours.subcontractorId} = ${q.subcontractorId} or ${tours.assignedSubcontractorId} = ${q.subcontractorId})`
          : undefined,
        q.holderId
          ? sql`exists (select 1 from tour_holders th where th.tour_id = ${tours.id} and th.holder_id = ${q.holderId})`
          : undefined,
        q.plannedDateFrom ? gte(tours.plannedDate, q.plannedDateFrom) : undefined,
        q.plannedDateTo ? lte(tours.plannedDate, q.plannedDateTo) : undefined,
      ]),
    )
    .route(
      '/',
      recordRoutes(db, {
        may: 'tour',
        find: findVisible,
        history: RECORDED.tour,
        read: GetTourParams,
        create: {
          operation: 'createTour',
          headers: CreateTourHeader,
          body: CreateTourBody,
          create: async (tx, { principal, body }) => {
            await zoneForWrite(tx, principal, body.zoneId, ['zoneId']);
            await checkTour(tx, principal, body);
            const [inserted] = await tx
              .insert(tours)
              .values({
                zoneId: body.zoneId,
                relayDepotId: body.relayDepotId,
                subcontractorId: body.subcontractorId,
                plannedDate: body.plannedDate ?? null,
              })
              .returning({ id: tours.id });
            if (!inserted) throw new Error('tour not created');
            await replaceStops(tx, inserted.id, body.holders);
            return inserted;
          },
        },
        update: {
          params: UpdateTourParams,
          headers: UpdateTourHeader,
          body: UpdateTourBody,
          table: tours,
          scope: scopeOf,
          update: async (tx, { principal, id, body, current }) => {
            if (!mayChangeTour(principal, current)) throw forbidden();
            const stops = await tx
              .select({ holderId: tourHolders.holderId })
              .from(tourHolders)
              .where(eq(tourHolders.tourId, id))
              .orderBy(tourHolders.position);
            const next = {
              zoneId: body.zoneId ?? current.zoneId,
              relayDepotId: body.relayDepotId ?? current.relayDepotId,
              subcontractorId: body.subcontractorId ?? current.subcontractorId,
              holders: body.holders ?? stops.map((stop) => stop.holderId),
            };
            if (body.zoneId && body.zoneId !== current.zoneId) {
              await zoneForWrite(tx, principal, body.zoneId, ['zoneId']);
            }
            if (body.zoneId || body.relayDepotId || body.subcontractorId || body.holders) {
              await checkTour(tx, principal, next);
            }
            await checkAssigned(tx, principal, body.assignedSubcontractorId);
            const assignedId =
              body.assignedSubcontractorId === undefined
                ? current.assignedSubcontractorId
                : body.assignedSubcontractorId;
            const companiesChange =
              next.subcontractorId !== current.subcontractorId ||
              assignedId !== current.assignedSubcontractorId;
            // A change of company re-checks the driver who stays on the tour.
            const driverId = body.driverId === undefined ? current.driverId : body.driverId;
            if (body.driverId !== undefined || companiesChange) {
              await checkDriver(tx, principal, driverId, [next.subcontractorId, assignedId]);
            }
            if (body.holders) await replaceStops(tx, id, body.holders);
            await tx
              .update(tours)
              .set({
                zoneId: next.zoneId,
                relayDepotId: next.relayDepotId,
                subcontractorId: next.subcontractorId,
                ...givenFields(body, ['assignedSubcontractorId', 'driverId', 'plannedDate']),
                updatedAt: nextVersion(tours.updatedAt),
              })
              .where(eq(tours.id, id));
          },
        },
      }),
    );
};
