import type { Faker } from '@faker-js/faker';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { delegations, governorates, regions, zones } from '../db/schema';
import { REGIONS } from './geography';

export interface SeededDelegation {
  id: string;
  name: string;
  zoneId: string;
  zoneName: string;
  regionId: string;
  lat: number;
  lng: number;
  postalCode: number;
}

export interface Geography {
  regionIds: Map<string, string>;
  zoneIds: Map<string, string>;
  zoneRegion: Map<string, string>;
  /** The delegations the demo's zones serve whose centre is known: where holders are placed. */
  delegations: SeededDelegation[];
}

/**
 * Inserts the regions and zones of geography.ts and places every delegation of each zone's
 * governorates (shipped by the migrations) in it.
 */
export const seedPlaces = async (db: Db, faker: Faker): Promise<Geography> => {
  const geography: Geography = {
    regionIds: new Map(),
    zoneIds: new Map(),
    zoneRegion: new Map(),
    delegations: [],
  };
  for (const region of REGIONS) {
    const regionId = region.id ?? faker.string.uuid();
    geography.regionIds.set(region.name, regionId);
    await db.insert(regions).values({ id: regionId, name: region.name });
    for (const zone of region.zones) {
      const zoneId = zone.id ?? faker.string.uuid();
      geography.zoneIds.set(zone.name, zoneId);
      geography.zoneRegion.set(zoneId, regionId);
      await db.insert(zones).values({ id: zoneId, name: zone.name, regionId });
      for (const governorate of zone.governorates) {
        const [province] = await db
          .select({ id: governorates.id })
          .from(governorates)
          .where(eq(governorates.name, governorate.name));
        if (!province) throw new Error(`governorate ${governorate.name} is not in the database`);
        await db
          .update(delegations)
          .set({ zoneId })
          .where(eq(delegations.governorateId, province.id));
      }
    }
  }
  const postalCodes = new Map(
    REGIONS.flatMap((region) => region.zones.flatMap((zone) => zone.governorates)).map(
      (governorate) => [governorate.name, governorate.postalCode],
    ),
  );
  const placed = await db
    .select({
      id: delegations.id,
      name: delegations.name,
      zoneId: zones.id,
      zoneName: zones.name,
      regionId: zones.regionId,
      lat: delegations.lat,
      lng: delegations.lng,
      governorate: governorates.name,
    })
    .from(delegations)
    .innerJoin(zones, eq(zones.id, delegations.zoneId))
    .innerJoin(governorates, eq(governorates.id, delegations.governorateId))
    .where(and(isNotNull(delegations.lat), isNotNull(delegations.lng)))
    .orderBy(asc(delegations.name), asc(delegations.id));
  for (const { lat, lng, governorate, ...delegation } of placed) {
    if (lat === null || lng === null) continue;
    geography.delegations.push({
      ...delegation,
      lat,
      lng,
      postalCode: postalCodes.get(governorate) ?? 1000,
    });
  }
  return geography;
};
