import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type * as zod from 'zod';
import {
  GetDelegationParams,
  GetGovernorateParams,
  GetRegionParams,
  GetZoneParams,
  ListDelegationsQueryParams,
  ListGovernoratesQueryParams,
  ListRegionsQueryParams,
  ListZonesQueryParams,
} from '@generated/zod/areas/areas.zod';
import { allOf } from '../permissions/scope';
import { contains } from '../db/search';
import { delegations, governorates, regions, zones } from '../db/schema';
import type { Deps } from '../deps';
import { requirePrincipal, type AppContext, type AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { zoneSummary } from '../resources/summaries';
import { readParams, readQuery } from '../http/validation';

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

// Geography is reference data: every signed-in user reads all of it (the pickers need it).
export const areaRoutes = ({ db }: Deps) => {
  const zonesOf = async (regionIds: string[]) =>
    regionIds.length === 0
      ? []
      : db.select().from(zones).where(inArray(zones.regionId, regionIds)).orderBy(asc(zones.name));

  const regionsWhere = async (where: SQL | undefined) => {
    const rows = await db.select().from(regions).where(where).orderBy(asc(regions.name));
    const allZones = await zonesOf(rows.map((region) => region.id));
    return rows.map((region) => ({
      ...region,
      zones: allZones.filter((zone) => zone.regionId === region.id),
    }));
  };

  const zoneQuery = () =>
    db
      .select({ id: zones.id, name: zones.name, regionId: zones.regionId, region: regions })
      .from(zones)
      .innerJoin(regions, eq(regions.id, zones.regionId));

  const delegationQuery = () =>
    db
      .select({
        id: delegations.id,
        name: delegations.name,
        zoneId: delegations.zoneId,
        governorateId: delegations.governorateId,
        zone: zoneSummary,
        governorate: governorates,
      })
      .from(delegations)
      .innerJoin(zones, eq(zones.id, delegations.zoneId))
      .innerJoin(governorates, eq(governorates.id, delegations.governorateId));

  const governoratesWhere = async (where: SQL | undefined) => {
    const rows = await db.select().from(governorates).where(where).orderBy(asc(governorates.name));
    const ids = rows.map((governorate) => governorate.id);
    const children =
      ids.length === 0
        ? []
        : await delegationQuery()
            .where(inArray(delegations.governorateId, ids))
            .orderBy(asc(delegations.name));
    return rows.map((governorate) => {
      const own = children.filter((child) => child.governorateId === governorate.id);
      const ownZones = new Map(own.map((child) => [child.zone.id, child.zone]));
      return {
        ...governorate,
        zones: [...ownZones.values()].sort((a, b) => a.name.localeCompare(b.name)),
        delegations: own.map(({ id, name, zoneId, governorateId }) => ({
          id,
          name,
          zoneId,
          governorateId,
        })),
      };
    });
  };

  return new Hono<AppEnv>()
    .get(
      '/regions',
      listed(ListRegionsQueryParams, ({ query }) => regionsWhere(nameMatches(regions.name, query))),
    )
    .get(
      '/regions/:id',
      byId(GetRegionParams, async (id) => (await regionsWhere(eq(regions.id, id)))[0]),
    )
    .get(
      '/zones',
      listed(ListZonesQueryParams, ({ query, regionId }) =>
        zoneQuery()
          .where(
            allOf(
              nameMatches(zones.name, query),
              regionId ? eq(zones.regionId, regionId) : undefined,
            ),
          )
          .orderBy(asc(zones.name)),
      ),
    )
    .get(
      '/zones/:id',
      byId(GetZoneParams, async (id) => (await zoneQuery().where(eq(zones.id, id)))[0]),
    )
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
        delegationQuery()
          .where(
            allOf(
              nameMatches(delegations.name, query),
              governorateId ? eq(delegations.governorateId, governorateId) : undefined,
              zoneId ? eq(delegations.zoneId, zoneId) : undefined,
            ),
          )
          .orderBy(asc(delegations.name)),
      ),
    )
    .get(
      '/delegations/:id',
      byId(
        GetDelegationParams,
        async (id) => (await delegationQuery().where(eq(delegations.id, id)))[0],
      ),
    );
};
