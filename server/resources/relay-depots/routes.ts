import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateRelayDepotBody,
  CreateRelayDepotHeader,
  GetRelayDepotParams,
  ListRelayDepotsByZoneParams,
  ListRelayDepotsByZoneQueryParams,
  ListRelayDepotsQueryParams,
  UpdateRelayDepotBody,
  UpdateRelayDepotHeader,
  UpdateRelayDepotParams,
} from '@generated/zod/relay-depots/relay-depots.zod';
import type { Db } from '@server/db/client';
import { uniqueViolation } from '@server/db/errors';
import { relayDepots, relayDepotZones } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { badRequest, conflict, forbidden, ruleViolation } from '@server/http/errors';
import { requireUnique } from '@server/http/validation';
import { isUnscoped, zoneInArea, type Principal } from '@server/permissions/policy';
import { allOf, relayDepotScope } from '@server/permissions/scope';
import { RECORDED } from '@server/history/records';
import { recordRoutes } from '../handlers';
import { openLedger } from '../stock/ledger';
import { inRegion, pagedList } from '../lists';
import { findZones } from '../references';
import { serializeDepots } from './serialize';

const fillRate = sql`(${relayDepots.quantity} / ${relayDepots.capacity})`;

const SORTABLE = {
  code: relayDepots.code,
  name: relayDepots.name,
  capacity: relayDepots.capacity,
  quantity: relayDepots.quantity,
  fillRate,
  createdAt: relayDepots.createdAt,
  updatedAt: relayDepots.updatedAt,
};

const servesZone = (condition: SQL) =>
  sql`exists (select 1 from relay_depot_zones rdz where rdz.relay_depot_id = ${relayDepots.id} and ${condition})`;

const search = (query: string | undefined) =>
  query ? contains(relayDepots.search, query) : undefined;

const columns = getTableColumns(relayDepots);

const visible = (principal: Principal) => relayDepotScope(principal, relayDepots.id);

const list = pagedList({
  query: ListRelayDepotsQueryParams,
  equal: {},
  table: relayDepots,
  select: (db: Db) => db.select(columns).from(relayDepots),
  scope: visible,
  sortable: SORTABLE,
  sortedBy: 'name',
  serialize: serializeDepots,
});

const checkQuantity = (quantity: number, capacity: number) => {
  if (quantity > capacity) throw ruleViolation(['quantity'], 'quantityOverCapacity');
};

const codeTaken =
  (mode: 'create' | 'update') =>
  (error: unknown): never => {
    if (uniqueViolation(error) !== 'relay_depots_code_uq') throw error;
    throw mode === 'create' ? conflict('codeTaken') : ruleViolation(['code'], 'codeTaken');
  };

/**
 * The zones a depot will serve. Unknown ones are a 400 on their index; a scoped caller adds or
 * removes only zones of their area and keeps the depot inside it.
 */
const checkZones = async (db: Db, principal: Principal, next: string[], current: string[]) => {
  requireUnique(next, 'zoneIds');
  const found = await findZones(db, [...new Set([...next, ...current])]);
  const byId = new Map(found.map((zone) => [zone.id, zone]));
  next.forEach((id, index) => {
    if (!byId.has(id))
      throw badRequest([{ code: 'custom', path: ['zoneIds', index], key: 'unknownReference' }]);
  });
  if (isUnscoped(principal)) return;
  const changed = [
    ...next.filter((id) => !current.includes(id)),
    ...current.filter((id) => !next.includes(id)),
  ];
  const inArea = (id: string) => {
    const zone = byId.get(id);
    return zone !== undefined && zoneInArea(principal, zone);
  };
  if (!changed.every(inArea)) throw forbidden();
  if (!next.some(inArea)) throw ruleViolation(['zoneIds'], 'depotNeedsZone');
};

export const relayDepotRoutes = ({ db }: Deps) => {
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const [row] = await tx
      .select(columns)
      .from(relayDepots)
      .where(allOf(eq(relayDepots.id, id), visible(principal)));
    return row ? ((await serializeDepots(tx, [row]))[0] ?? null) : null;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'relayDepot', (q) => [
        search(q.query),
        q.regionId ? servesZone(inRegion(sql`rdz.zone_id`, q.regionId)) : undefined,
        q.zoneId ? servesZone(sql`rdz.zone_id = ${q.zoneId}`) : undefined,
        q.minFillRate === undefined ? undefined : sql`${fillRate} >= ${q.minFillRate}`,
      ]),
    )
    .get(
      '/by-zone/:zoneId',
      list.zoneRoute(
        db,
        'relayDepot',
        ListRelayDepotsByZoneParams,
        ListRelayDepotsByZoneQueryParams,
        (zoneId, q) => [servesZone(sql`rdz.zone_id = ${zoneId}`), search(q.query)],
      ),
    )
    .route(
      '/',
      recordRoutes(db, {
        may: 'relayDepot',
        find: findVisible,
        history: RECORDED.relayDepot,
        read: GetRelayDepotParams,
        create: {
          operation: 'createRelayDepot',
          headers: CreateRelayDepotHeader,
          body: CreateRelayDepotBody,
          prepare: ({ body }) => checkQuantity(body.quantity ?? 0, body.capacity),
          create: async (tx, { principal, body }) => {
            const { zoneIds = [], quantity = 0, ...fields } = body;
            await checkZones(tx, principal, zoneIds, []);
            const [inserted] = await tx
              .insert(relayDepots)
              .values(fields)
              .returning({ id: relayDepots.id })
              .catch(codeTaken('create'));
            if (!inserted) throw new Error('relay depot not created');
            // The quantity typed at creation opens the depot's ledger (its creation's history
            // shows it); from then on only movements change it.
            if (quantity > 0) await openLedger(tx, inserted.id, quantity, principal.userId);
            if (zoneIds.length > 0) {
              await tx
                .insert(relayDepotZones)
                .values(zoneIds.map((zoneId) => ({ relayDepotId: inserted.id, zoneId })));
            }
            return inserted;
          },
        },
        update: {
          params: UpdateRelayDepotParams,
          headers: UpdateRelayDepotHeader,
          body: UpdateRelayDepotBody,
          table: relayDepots,
          scope: visible,
          update: async (tx, { principal, id, body, current }) => {
            const { zoneIds, ...fields } = body;
            // The quantity is the ledger's balance: only the capacity is checked against it.
            if (fields.capacity !== undefined) checkQuantity(current.quantity, fields.capacity);
            if (zoneIds) {
              const served = await tx
                .select({ zoneId: relayDepotZones.zoneId })
                .from(relayDepotZones)
                .where(eq(relayDepotZones.relayDepotId, id));
              await checkZones(
                tx,
                principal,
                zoneIds,
                served.map((row) => row.zoneId),
              );
              await tx.delete(relayDepotZones).where(eq(relayDepotZones.relayDepotId, id));
              if (zoneIds.length > 0) {
                await tx
                  .insert(relayDepotZones)
                  .values(zoneIds.map((zoneId) => ({ relayDepotId: id, zoneId })));
              }
            }
            await tx
              .update(relayDepots)
              .set({ ...fields, updatedAt: nextVersion(relayDepots.updatedAt) })
              .where(eq(relayDepots.id, id))
              .catch(codeTaken('update'));
          },
        },
      }),
    );
};
