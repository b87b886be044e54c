import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
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
import { requirePrincipal, type AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { readParams, readQuery } from '../http/validation';

const nameMatches = (column: AnyPgColumn, query: string | undefined): SQL | undefined =>
  query ? contains(sql`lower(${column})`, query) : undefined;

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
        zone: { id: zones.id, name: zones.name, regionId: zones.regionId },
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
    .get('/regions', async (c) => {
      requirePrincipal(c);
      const { query } = readQuery(c, ListRegionsQueryParams, c.get('lang'));
      return c.json(await regionsWhere(nameMatches(regions.name, query)), 200);
    })
    .get('/regions/:id', async (c) => {
      requirePrincipal(c);
      const { id } = readParams(c, GetRegionParams);
      const [region] = await regionsWhere(eq(regions.id, id));
      if (!region) throw notFound();
      return c.json(region, 200);
    })
    .get('/zones', async (c) => {
      requirePrincipal(c);
      const { query, regionId } = readQuery(c, ListZonesQueryParams, c.get('lang'));
      const rows = await zoneQuery()
        .where(
          allOf(
            nameMatches(zones.name, query),
            regionId ? eq(zones.regionId, regionId) : undefined,
          ),
        )
        .orderBy(asc(zones.name));
      return c.json(rows, 200);
    })
    .get('/zones/:id', async (c) => {
      requirePrincipal(c);
      const { id } = readParams(c, GetZoneParams);
      const [zone] = await zoneQuery().where(eq(zones.id, id));
      if (!zone) throw notFound();
      return c.json(zone, 200);
    })
    .get('/governorates', async (c) => {
      requirePrincipal(c);
      const { query } = readQuery(c, ListGovernoratesQueryParams, c.get('lang'));
      return c.json(await governoratesWhere(nameMatches(governorates.name, query)), 200);
    })
    .get('/governorates/:id', async (c) => {
      requirePrincipal(c);
      const { id } = readParams(c, GetGovernorateParams);
      const [governorate] = await governoratesWhere(eq(governorates.id, id));
      if (!governorate) throw notFound();
      return c.json(governorate, 200);
    })
    .get('/delegations', async (c) => {
      requirePrincipal(c);
      const lang = c.get('lang');
      const { query, governorateId, zoneId } = readQuery(c, ListDelegationsQueryParams, lang);
      const rows = await delegationQuery()
        .where(
          allOf(
            nameMatches(delegations.name, query),
            governorateId ? eq(delegations.governorateId, governorateId) : undefined,
            zoneId ? eq(delegations.zoneId, zoneId) : undefined,
          ),
        )
        .orderBy(asc(delegations.name));
      return c.json(rows, 200);
    })
    .get('/delegations/:id', async (c) => {
      requirePrincipal(c);
      const { id } = readParams(c, GetDelegationParams);
      const [delegation] = await delegationQuery().where(eq(delegations.id, id));
      if (!delegation) throw notFound();
      return c.json(delegation, 200);
    });
};
