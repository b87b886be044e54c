import {
  getGetSubcontractorQueryKey,
  getListSubcontractorsByZoneQueryKey,
  getListSubcontractorsQueryKey,
  useCreateSubcontractor,
  useUpdateSubcontractor,
} from '@generated/api/subcontractors/subcontractors';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import { ifUnchanged, useSaveRecord, zonesOf } from '@/components/record/use-save-record';

/**
 * Creates a company with its account, or updates `subcontractor` only if nobody changed it since
 * it was read. Every company list is refetched, and those of its zone before and after.
 */
export function useSaveSubcontractor(subcontractor?: Subcontractor) {
  return useSaveRecord<Subcontractor, SubcontractorCreate>(subcontractor, {
    create: useCreateSubcontractor(),
    update: useUpdateSubcontractor(ifUnchanged(subcontractor)),
    detailKey: getGetSubcontractorQueryKey,
    refreshKeys: (saved) => [
      getListSubcontractorsQueryKey(),
      ...zonesOf(subcontractor?.zoneId, saved.zoneId).map((zoneId) =>
        getListSubcontractorsByZoneQueryKey(zoneId),
      ),
    ],
  });
}
