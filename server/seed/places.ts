import type { Faker } from '@faker-js/faker';
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
  delegations: SeededDelegation[];
}

/** Inserts the regions, zones, governorates and delegations of geography.ts. */
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
        const governorateId = governorate.id ?? faker.string.uuid();
        await db.insert(governorates).values({ id: governorateId, name: governorate.name });
        const rows = governorate.delegations.map(({ name, lat, lng, id }) => ({
          id: id ?? faker.string.uuid(),
          name,
          zoneId,
          governorateId,
          lat,
          lng,
        }));
        await db.insert(delegations).values(rows);
        geography.delegations.push(
          ...rows.map((row) => ({
            ...row,
            zoneName: zone.name,
            regionId,
            postalCode: governorate.postalCode,
          })),
        );
      }
    }
  }
  return geography;
};
