import {
  getGetRegionQueryKey,
  getGetZoneQueryKey,
  getListDelegationsQueryKey,
  getListGovernoratesQueryKey,
  getListRegionsQueryKey,
  getListZonesQueryKey,
  useCreateRegion,
  useCreateZone,
  useUpdateRegion,
  useUpdateZone,
} from '@generated/api/areas/areas';
import type {
  Region,
  RegionCreate,
  RegionUpdate,
  Zone,
  ZoneCreate,
  ZoneUpdate,
} from '@generated/model';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';

/**
 * Every list of places: a region or a zone saved changes the regions' zones, the zones, and
 * which zone serves which delegation (the pickers of every screen read them).
 */
const areaLists = () => [
  getListRegionsQueryKey(),
  getListZonesQueryKey(),
  getListDelegationsQueryKey(),
  getListGovernoratesQueryKey(),
];

/** Creates a region, or renames `region` (only if nobody changed it since it was read). */
export const useSaveRegion = (region?: Region) =>
  useSaveRecord<Region, RegionCreate, RegionUpdate>(region, {
    create: useCreateRegion(),
    update: useUpdateRegion(ifUnchanged(region)),
    detailKey: getGetRegionQueryKey,
    refreshKeys: areaLists,
  });

/** Creates a zone, or changes `zone` (only if nobody changed it since it was read). */
export const useSaveZone = (zone?: Zone) =>
  useSaveRecord<Zone, ZoneCreate, ZoneUpdate>(zone, {
    create: useCreateZone(),
    update: useUpdateZone(ifUnchanged(zone)),
    detailKey: getGetZoneQueryKey,
    refreshKeys: areaLists,
  });
