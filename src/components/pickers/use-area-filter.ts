import { useMemo } from 'react';
import { useListZones } from '@generated/api/areas/areas';
import type { Delegation, Governorate, Region, Zone } from '@generated/model';
import { isUnscoped, regionMeetsArea, zoneInArea } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';

export interface AreaFilter {
  /** False while the zones needed to place delegations are loading. */
  ready: boolean;
  region: (region: Region) => boolean;
  zone: (zone: Pick<Zone, 'id' | 'regionId'>) => boolean;
  governorate: (governorate: Governorate) => boolean;
  delegation: (delegation: Delegation) => boolean;
}

const everything: AreaFilter = {
  ready: true,
  region: () => true,
  zone: () => true,
  governorate: () => true,
  // A delegation no zone serves takes no holder: nobody is offered it.
  delegation: (delegation) => delegation.zoneId !== null,
};

/**
 * The places the signed-in user may use, by the shared rules: a region- or zone-limited user is
 * offered nothing outside their area (the server would refuse it). A region is offered when it
 * holds some of the area, a governorate when one of its zones lies in it. Geography is readable
 * by everyone, so the filter runs here over the full answers.
 */
export function useAreaFilter(): AreaFilter {
  const caller = useCaller();
  const scoped = !!caller && !isUnscoped(caller);
  // Delegations name their zone only by id: the zones (a few dozen, cached) place them.
  const zones = useListZones(undefined, { query: { enabled: scoped, staleTime: 10 * 60_000 } });
  return useMemo(() => {
    if (!caller || !scoped) return everything;
    const inArea = (zone: { id: string; regionId: string }) => zoneInArea(caller, zone);
    const zoneIds = new Set((zones.data ?? []).filter(inArea).map((zone) => zone.id));
    return {
      ready: zones.data !== undefined,
      region: (region) => regionMeetsArea(caller, region.id),
      zone: inArea,
      governorate: (governorate) =>
        governorate.zones
          ? governorate.zones.some(inArea)
          : (governorate.delegations ?? []).some((d) => zoneIds.has(d.zoneId)),
      delegation: ({ zone, zoneId }) =>
        zone ? inArea(zone) : zoneId !== null && zoneIds.has(zoneId),
    };
  }, [caller, scoped, zones.data]);
}
