import { asc, eq, inArray } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetRelayDepotResponse } from '@generated/zod/relay-depots/relay-depots.zod';
import type { Db } from '@server/db/client';
import { relayDepots, relayDepotZones, zones } from '@server/db/schema';
import { complete } from '../complete';
import { zoneSummary } from '../summaries';

export type RelayDepot = zod.output<typeof GetRelayDepotResponse>;
type DepotRow = typeof relayDepots.$inferSelect;

const zonesOf = async (db: Db, depotIds: string[]) => {
  if (depotIds.length === 0) return [];
  return db
    .select({ depotId: relayDepotZones.relayDepotId, zone: zoneSummary })
    .from(relayDepotZones)
    .innerJoin(zones, eq(zones.id, relayDepotZones.zoneId))
    .where(inArray(relayDepotZones.relayDepotId, depotIds))
    .orderBy(asc(zones.name));
};

export const serializeDepots = async (db: Db, rows: DepotRow[]): Promise<RelayDepot[]> => {
  const served = await zonesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    complete<RelayDepot>({
      id: row.id,
      code: row.code,
      name: row.name,
      capacity: row.capacity,
      quantity: row.quantity,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      email: row.email,
      phoneNumber: row.phoneNumber,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      zones: served.filter(({ depotId }) => depotId === row.id).map(({ zone }) => zone),
    }),
  );
};
