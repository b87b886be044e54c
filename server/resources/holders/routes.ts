import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as zod from 'zod';
import {
  CreateHolderBody,
  CreateHolderHeader,
  GetHolderParams,
  ListHoldersByZoneParams,
  ListHoldersByZoneQueryParams,
  ListHoldersQueryParams,
  UpdateHolderBody,
  UpdateHolderHeader,
  UpdateHolderParams,
} from '@generated/zod/holders/holders.zod';
import type { Db } from '@server/db/client';
import { uniqueViolation } from '@server/db/errors';
import { offsetOf, pageMeta, sortBy, type Paging } from '@server/db/paging';
import { holderCounts, holders } from '@server/db/schema';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { conflict, ruleViolation } from '@server/http/errors';
import type { Principal } from '@server/permissions/policy';
import { allOf, delegationScope, isCompanyUser } from '@server/permissions/scope';
import { RECORDED } from '@server/history/records';
import { readList, readZoneList, recordRoutes } from '../handlers';
import { equalFilters, inRegion, type EqualFilters } from '../lists';
import { delegationForWrite, liveHolderScope, subcontractorReference } from '../references';
import { tunisDay } from '../stats/calendar';
import { isNeverCollected, isOverdue, lastConfirmedRemoval } from './collection';
import { holderSearch, holderSelect, serializeHolder, type HolderRow } from './serialize';

/** A boolean in a query string is the text `true` or `false`. */
const queryFlag = zod
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const ListQuery = ListHoldersQueryParams.extend({ overdue: queryFlag, neverCollected: queryFlag });

/**
 * The list's equality filters beside status and place (which the counts table serves too, see
 * `listPage`).
 */
const EQUAL: EqualFilters<zod.output<typeof ListQuery>> = {
  supplierStatus: holders.supplierStatus,
  category: holders.category,
  sectorCode: holders.sectorCode,
  subcontractorId: holders.subcontractorId,
};

const SORTABLE = {
  name: holders.name,
  number: holders.number,
  city: holders.city,
  postalCode: holders.postalCode,
  status: holders.status,
  supplierStatus: holders.supplierStatus,
  category: holders.category,
  storageCapacity: holders.storageCapacity,
  identificationDate: holders.identificationDate,
  createdAt: holders.createdAt,
  updatedAt: holders.updatedAt,
};

/** The holder columns a list filters by place and status: the counts table has them too. */
interface PlaceColumns {
  delegationId: AnyPgColumn;
  status: AnyPgColumn;
}

const inDelegations = (delegationId: AnyPgColumn, condition: SQL) =>
  sql`${delegationId} in (select d.id from delegations d where ${condition})`;

/**
 * Pages in two steps: the ids of the page from the holders table alone (an index scan, even
 * deep in the list), then the joined details of those ids only (a prepared statement), among
 * the live holders the caller sees. The total is a sum over `holder_counts` when the list
 * filters by place and status only (region, zone, governorate, delegation, status) and the
 * caller sees every holder of its area (staff), else a count of the matching holders:
 * `holder_counts` knows a holder's delegation and status, not its company.
 */
const listPage = async (
  db: Db,
  details: (ids: string[]) => Promise<HolderRow[]>,
  principal: Principal,
  filters: { place: (columns: PlaceColumns) => SQL | undefined; other?: SQL },
  paging: Paging & { sortField?: keyof typeof SORTABLE },
) => {
  const where = allOf(liveHolderScope(principal), filters.place(holders), filters.other);
  const inline = !filters.other && !isCompanyUser(principal);
  const total = inline
    ? db
        .select({ value: sql`coalesce(sum(${holderCounts.live}), 0)`.mapWith(Number) })
        .from(holderCounts)
        .where(
          allOf(delegationScope(principal, holderCounts.delegationId), filters.place(holderCounts)),
        )
    : db.select({ value: count() }).from(holders).where(where);
  // A sum over holder_counts is cheap: it comes with the page's ids. A count of the matching
  // holders is a scan of its own: it runs beside the page's, on another connection.
  const [page, counted] = await Promise.all([
    db
      .select({ id: holders.id, total: inline ? sql`(${total})`.mapWith(Number) : sql<number>`0` })
      .from(holders)
      .where(where)
      .orderBy(...sortBy(SORTABLE[paging.sortField ?? 'name'], paging.sortOrder, holders.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    inline ? undefined : total,
  ]);
  // A page past the end has no row to carry the sum; an empty first page means none at all.
  const totalItems = counted
    ? (counted[0]?.value ?? 0)
    : (page[0]?.total ?? (paging.page > 1 ? ((await total)[0]?.value ?? 0) : 0));
  const ids = page.map((row) => row.id);
  const rows = ids.length === 0 ? [] : await details(ids);
  const byId = new Map(rows.map((row) => [row.holder.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializeHolder(row, principal)] : [];
  });
  return { items, meta: pageMeta(paging, totalItems) };
};

const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

/** Body dates arrive as ISO strings; an empty landline means none. */
const columnsOf = (body: zod.output<typeof UpdateHolderBody>) => {
  const {
    identificationDate,
    subcontractorAssignmentStartDate,
    latestTankAssignmentDate,
    contactLandline,
    ...rest
  } = body;
  return {
    ...rest,
    identificationDate: date(identificationDate),
    subcontractorAssignmentStartDate: date(subcontractorAssignmentStartDate),
    latestTankAssignmentDate: date(latestTankAssignmentDate),
    contactLandline: contactLandline === undefined ? undefined : contactLandline || null,
  };
};

const numberTaken =
  (mode: 'create' | 'update') =>
  (error: unknown): never => {
    if (uniqueViolation(error) !== 'holders_number_uq') throw error;
    throw mode === 'create' ? conflict('numberTaken') : ruleViolation(['number'], 'numberTaken');
  };

/**
 * The company a holder is given: one the caller can see, or none (400 on the field otherwise).
 * A company's account names its own, since it sees no other company's holders: it would lose
 * the holder it creates or changes.
 */
const checkCompany = async (
  tx: Db,
  principal: Principal,
  subcontractorId: string | null | undefined,
) => {
  if (isCompanyUser(principal) && subcontractorId !== principal.subcontractorId) {
    throw ruleViolation(['subcontractorId'], 'notOwnCompany');
  }
  await subcontractorReference(tx, principal, subcontractorId, ['subcontractorId']);
};

export const holderRoutes = ({ db }: Deps) => {
  const pageDetails = holderSelect(db)
    .where(sql`${holders.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('holder_page_details');
  const details = (ids: string[]) => pageDetails.execute({ ids });
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const [row] = await holderSelect(tx).where(and(eq(holders.id, id), liveHolderScope(principal)));
    return row ? serializeHolder(row, principal) : null;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { principal, q } = readList(c, 'holder', ListQuery);
      const place = ({ delegationId, status }: PlaceColumns) =>
        allOf(
          q.status ? eq(status, q.status) : undefined,
          q.regionId
            ? inDelegations(delegationId, inRegion(sql`d.zone_id`, q.regionId))
            : undefined,
          q.zoneId ? inDelegations(delegationId, sql`d.zone_id = ${q.zoneId}`) : undefined,
          q.governorateId
            ? inDelegations(delegationId, sql`d.governorate_id = ${q.governorateId}`)
            : undefined,
          q.delegationId ? eq(delegationId, q.delegationId) : undefined,
        );
      const other = allOf(
        q.query ? holderSearch(principal, q.query) : undefined,
        ...equalFilters(q, EQUAL),
        q.overdue ? isOverdue(lastConfirmedRemoval, tunisDay(new Date())) : undefined,
        q.neverCollected ? isNeverCollected(holders.id) : undefined,
      );
      return c.json(await listPage(db, details, principal, { place, other }, q), 200);
    })
    .get('/by-zone/:zoneId', async (c) => {
      const { principal, zoneId, q } = await readZoneList(
        c,
        db,
        'holder',
        ListHoldersByZoneParams,
        ListHoldersByZoneQueryParams,
      );
      const place = ({ delegationId, status }: PlaceColumns) =>
        allOf(
          inDelegations(delegationId, sql`d.zone_id = ${zoneId}`),
          q.status ? eq(status, q.status) : undefined,
        );
      const other = q.query ? holderSearch(principal, q.query) : undefined;
      return c.json(await listPage(db, details, principal, { place, other }, q), 200);
    })
    .route(
      '/',
      recordRoutes(db, {
        may: 'holder',
        find: findVisible,
        history: RECORDED.holder,
        read: GetHolderParams,
        create: {
          operation: 'createHolder',
          headers: CreateHolderHeader,
          body: CreateHolderBody,
          create: async (tx, { principal, body }) => {
            await delegationForWrite(tx, principal, body.delegationId, ['delegationId']);
            await checkCompany(tx, principal, body.subcontractorId);
            const [inserted] = await tx
              .insert(holders)
              .values({
                ...body,
                ...columnsOf(body),
                identificationDate: new Date(body.identificationDate),
                subcontractorAssignmentStartDate: new Date(body.subcontractorAssignmentStartDate),
                latestTankAssignmentDate: new Date(body.latestTankAssignmentDate),
                status: body.status ?? 'PENDING',
              })
              .returning({ id: holders.id })
              .catch(numberTaken('create'));
            return inserted;
          },
        },
        update: {
          params: UpdateHolderParams,
          headers: UpdateHolderHeader,
          body: UpdateHolderBody,
          table: holders,
          scope: liveHolderScope,
          // A company's account finds only its own company's holders (a competitor's is 404).
          update: async (tx, { principal, id, body }) => {
            if (body.delegationId) {
              await delegationForWrite(tx, principal, body.delegationId, ['delegationId']);
            }
            if (body.subcontractorId !== undefined) {
              await checkCompany(tx, principal, body.subcontractorId);
            }
            await tx
              .update(holders)
              .set({ ...columnsOf(body), updatedAt: nextVersion(holders.updatedAt) })
              .where(eq(holders.id, id))
              .catch(numberTaken('update'));
          },
        },
      }),
    );
};
