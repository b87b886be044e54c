import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type * as zod from 'zod';
import {
  CreateRegionBody,
  CreateRegionHeader,
  CreateZoneBody,
  CreateZoneHeader,
  GetDelegationParams,
  GetGovernorateParams,
  GetRegionParams,
  GetZoneParams,
  ListDelegationsQueryParams,
  ListGovernoratesQueryParams,
  ListRegionsQueryParams,
  ListZonesQueryParams,
  UpdateRegionBody,
  UpdateRegionHeader,
  UpdateRegionParams,
  UpdateZoneBody,
  UpdateZoneHeader,
  UpdateZoneParams,
} from '@generated/zod/areas/areas.zod';
import type {
  Delegation,
  DelegationSummary,
  Governorate,
  GovernorateSummary,
  Region,
  RegionSummary,
  Zone,
} from '@generated/model';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { contains } from '../db/search';
import { delegations, governorates, holders, regions, zones } from '../db/schema';
import { nextVersion } from '../db/versioning';
import type { Deps } from '../deps';
import { requirePrincipal, type AppContext, type AppEnv } from '../http/context';
import { badRequest, conflict, notFound, ruleViolation } from '../http/errors';
import { readParams, readQuery } from '../http/validation';
import { mayManageAreas } from '../permissions/policy';
import { allOf } from '../permissions/scope';
import { RECORDED } from '../history/records';
import { recordRoutes } from '../resources/handlers';
import { complete, type SummaryColumns } from '../resources/complete';
import { zoneSummary } from '../resources/summaries';

const nameMatches = (column: AnyPgColumn, query: string | undefined): SQL | undefined =>
  query ? contains(sql`lower(${column})`, query) : undefined;

/** GET /<areas>: the areas the query keeps. */
const listed =
  <S extends zod.ZodType, T>(query: S, find: (q: zod.output<S>) => PromiseLike<T>) =>
  async (c: AppContext) => {
    requirePrincipal(c);
    return c.json(await find(readQuery(c, query, c.get('lang'))), 200);
  };

/** GET /<areas>/{id}: the area the id names, or 404. */
const byId =
  <T>(params: zod.ZodType<{ id: string }>, find: (id: string) => Promise<T | undefined>) =>
  async (c: AppContext) => {
    requirePrincipal(c);
    const { id } = readParams(c, params);
    const found = await find(id);
    if (!found) throw notFound();
    return c.json(found, 200);
  };

/** Geography is reference data: every signed-in user reads all of it (the pickers need it). */
const anyone = () => true;

/** A name another region or zone has: 409 on a create, 400 on `name` on an update. */
const nameTaken =
  (constraint: string, mode: 'create' | 'update') =>
  (error: unknown): never => {
    if (uniqueViolation(error) !== constraint) throw error;
    throw mode === 'create' ? conflict('nameTaken') : ruleViolation(['name'], 'nameTaken');
  };

/** A name as stored: without the spaces around it, and not empty. */
const nameOf = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw ruleViolation(['name'], 'required');
  return trimmed;
};

const iso = (date: Date) => date.toISOString();

/**
 * Places `ids` in `zoneId`: unknown ones are a 400 on their index; the zones they leave change
 * version (a form still showing them there gets 412).
 */
const placeDelegations = async (tx: Db, zoneId: string, ids: string[]) => {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: delegations.id, zoneId: delegations.zoneId })
    .from(delegations)
    .where(inArray(delegations.id, ids));
  const known = new Set(found.map((row) => row.id));
  ids.forEach((id, index) => {
    if (!known.has(id))
      throw badRequest([
        { code: 'custom', path: ['delegationIds', index], key: 'unknownReference' },
      ]);
  });
  const left = [
    ...new Set(found.flatMap((row) => (row.zoneId && row.zoneId !== zoneId ? [row.zoneId] : []))),
  ];
  await tx.update(delegations).set({ zoneId }).where(inArray(delegations.id, ids));
  if (left.length > 0)
    await tx
      .update(zones)
      .set({ updatedAt: nextVersion(zones.updatedAt) })
      .where(inArray(zones.id, left));
};

export const areaRoutes = ({ db }: Deps) => {
  const zonesOf = async (tx: Db, regionIds: string[]) =>
    regionIds.length === 0
      ? []
      : tx
          .select(zoneSummary)
          .from(zones)
          .where(inArray(zones.regionId, regionIds))
          .orderBy(asc(zones.name));

  const regionsWhere = async (tx: Db, where: SQL | undefined) => {
    const rows = await tx.select().from(regions).where(where).orderBy(asc(regions.name));
    const allZones = await zonesOf(
      tx,
      rows.map((region) => region.id),
    );
    return rows.map((region) =>
      complete<Region>({
        id: region.id,
        name: region.name,
        updatedAt: iso(region.updatedAt),
        zones: allZones.filter((zone) => zone.regionId === region.id),
      }),
    );
  };

  const zonesWhere = async (tx: Db, where: SQL | undefined) => {
    const rows = await tx
      .select({
        ...zoneSummary,
        updatedAt: zones.updatedAt,
        region: { id: regions.id, name: regions.name } satisfies SummaryColumns<RegionSummary>,
      })
      .from(zones)
      .innerJoin(regions, eq(regions.id, zones.regionId))
      .where(where)
      .orderBy(asc(zones.name));
    return rows.map((zone) => complete<Zone>({ ...zone, updatedAt: iso(zone.updatedAt) }));
  };

  // A delegation no zone serves yet has a null zoneId and no `zone`.
  const delegationsWhere = async (where: SQL | undefined) => {
    const rows = await db
      .select({
        id: delegations.id,
        name: delegations.name,
        zoneId: delegations.zoneId,
        governorateId: delegations.governorateId,
        zone: zoneSummary,
        governorate: {
          id: governorates.id,
          name: governorates.name,
        } satisfies SummaryColumns<GovernorateSummary>,
      })
      .from(delegations)
      .leftJoin(zones, eq(zones.id, delegations.zoneId))
      .innerJoin(governorates, eq(governorates.id, delegations.governorateId))
      .where(where)
      .orderBy(asc(delegations.name), asc(delegations.id));
    return rows.map(({ id, name, zoneId, governorateId, zone, governorate }) =>
      complete<Delegation>({
        id,
        name,
        zoneId,
        governorateId,
        zone: zone ?? undefined,
        governorate,
      }),
    );
  };

  const governoratesWhere = async (where: SQL | undefined) => {
    const rows = await db.select().from(governorates).where(where).orderBy(asc(governorates.name));
    const ids = rows.map((governorate) => governorate.id);
    const served =
      ids.length === 0
        ? []
        : await db
            .select({
              id: delegations.id,
              name: delegations.name,
              governorateId: delegations.governorateId,
              zone: zoneSummary,
            })
            .from(delegations)
            .innerJoin(zones, eq(zones.id, delegations.zoneId))
            .where(inArray(delegations.governorateId, ids))
            .orderBy(asc(delegations.name));
    return rows.map((governorate) => {
      const own = served.filter((child) => child.governorateId === governorate.id);
      const ownZones = new Map(own.map((child) => [child.zone.id, child.zone]));
      return complete<Governorate>({
        id: governorate.id,
        name: governorate.name,
        zones: [...ownZones.values()].sort((a, b) => a.name.localeCompare(b.name)),
        delegations: own.map(({ id, name, zone, governorateId }) =>
          complete<DelegationSummary>({ id, name, zoneId: zone.id, governorateId }),
        ),
      });
    });
  };

  const findRegion = async (tx: Db, _principal: unknown, id: string) =>
    (await regionsWhere(tx, eq(regions.id, id)))[0] ?? null;
  const findZone = async (tx: Db, _principal: unknown, id: string) =>
    (await zonesWhere(tx, eq(zones.id, id)))[0] ?? null;

  const regionRecords = recordRoutes(db, {
    may: anyone,
    find: findRegion,
    history: RECORDED.region,
    read: GetRegionParams,
    create: {
      may: mayManageAreas,
      operation: 'createRegion',
      headers: CreateRegionHeader,
      body: CreateRegionBody,
      create: async (tx, { body }) => {
        const [inserted] = await tx
          .insert(regions)
          .values({ name: nameOf(body.name) })
          .returning({ id: regions.id })
          .catch(nameTaken('regions_name_unique', 'create'));
        return inserted;
      },
    },
    update: {
      may: mayManageAreas,
      params: UpdateRegionParams,
      headers: UpdateRegionHeader,
      body: UpdateRegionBody,
      table: regions,
      scope: () => undefined,
      update: async (tx, { id, body }) => {
        await tx
          .update(regions)
          .set({ name: nameOf(body.name), updatedAt: nextVersion(regions.updatedAt) })
          .where(eq(regions.id, id))
          .catch(nameTaken('regions_name_unique', 'update'));
      },
    },
  });

  const zoneRecords = recordRoutes(db, {
    may: anyone,
    find: findZone,
    history: RECORDED.zone,
    read: GetZoneParams,
    create: {
      may: mayManageAreas,
      operation: 'createZone',
      headers: CreateZoneHeader,
      body: CreateZoneBody,
      create: async (tx, { body }) => {
        const [region] = await tx
          .select({ id: regions.id })
          .from(regions)
          .where(eq(regions.id, body.regionId));
        if (!region) throw ruleViolation(['regionId'], 'unknownReference');
        const [inserted] = await tx
          .insert(zones)
          .values({ name: nameOf(body.name), regionId: region.id })
          .returning({ id: zones.id })
          .catch(nameTaken('zones_name_unique', 'create'));
        if (inserted) await placeDelegations(tx, inserted.id, body.delegationIds ?? []);
        return inserted;
      },
    },
    update: {
      may: mayManageAreas,
      params: UpdateZoneParams,
      headers: UpdateZoneHeader,
      body: UpdateZoneBody,
      table: zones,
      scope: () => undefined,
      update: async (tx, { id, body }) => {
        if (body.delegationIds) {
          // Those left out serve no zone any more: never one with holders, who would vanish.
          const leaving = and(
            eq(delegations.zoneId, id),
            body.delegationIds.length > 0
              ? notInArray(delegations.id, body.delegationIds)
              : undefined,
          );
          const [held] = await tx
            .select({ id: holders.id })
            .from(holders)
            .innerJoin(delegations, eq(delegations.id, holders.delegationId))
            .where(leaving)
            .limit(1);
          if (held) throw ruleViolation(['delegationIds'], 'delegationHasHolders');
          await tx.update(delegations).set({ zoneId: null }).where(leaving);
          await placeDelegations(tx, id, body.delegationIds);
        }
        await tx
          .update(zones)
          .set({
            ...(body.name !== undefined && { name: nameOf(body.name) }),
            updatedAt: nextVersion(zones.updatedAt),
          })
          .where(eq(zones.id, id))
          .catch(nameTaken('zones_name_unique', 'update'));
      },
    },
  });

  return new Hono<AppEnv>()
    .get(
      '/regions',
      listed(ListRegionsQueryParams, ({ query }) =>
        regionsWhere(db, nameMatches(regions.name, query)),
      ),
    )
    .route('/regions', regionRecords)
    .get(
      '/zones',
      listed(ListZonesQueryParams, ({ query, regionId }) =>
        zonesWhere(
          db,
          allOf(
            nameMatches(zones.name, query),
            regionId ? eq(zones.regionId, regionId) : undefined,
          ),
        ),
      ),
    )
    .route('/zones', zoneRecords)
    .get(
      '/governorates',
      listed(ListGovernoratesQueryParams, ({ query }) =>
        governoratesWhere(nameMatches(governorates.name, query)),
      ),
    )
    .get(
      '/governorates/:id',
      byId(
        GetGovernorateParams,
        async (id) => (await governoratesWhere(eq(governorates.id, id)))[0],
      ),
    )
    .get(
      '/delegations',
      listed(ListDelegationsQueryParams, ({ query, governorateId, zoneId }) =>
        delegationsWhere(
          allOf(
            nameMatches(delegations.name, query),
            governorateId ? eq(delegations.governorateId, governorateId) : undefined,
            zoneId ? eq(delegations.zoneId, zoneId) : undefined,
          ),
        ),
      ),
    )
    .get(
      '/delegations/:id',
      byId(GetDelegationParams, async (id) => (await delegationsWhere(eq(delegations.id, id)))[0]),
    );
};
