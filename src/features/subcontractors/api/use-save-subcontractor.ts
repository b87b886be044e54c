import {
  getGetSubcontractorQueryKey,
  getListSubcontractorsByZoneQueryKey,
  getListSubcontractorsQueryKey,
  useCreateSubcontractor,
  useUpdateSubcontractor,
} from '@generated/api/subcontractors/subcontractors';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';

/**
 * Creates a company with its account, or updates `subcontractor` only if nobody changed it since
 * it was read. Every company list is refetched, and those of its zone before and after.
 */
export function useSaveSubcontractor(subcontractor?: Subcontractor) {
  return useSaveRecord<Subcontractor, SubcontractorCreate>(subcontractor, {
    create: useCreateSubcontractor(),
    update: useUpdateSubcontractor(ifUnchanged(subcontractor)),
    detailKey: getGetSubcontractorQueryKey,
    listKeys: (saved) => [
      getListSubcontractorsQueryKey(),
      ...[...new Set([subcontractor?.zoneId, saved.zoneId])]
        .filter((zoneId): zoneId is string => !!zoneId)
        .map((zoneId) => getListSubcontractorsByZoneQueryKey(zoneId)),
    ],
  });
}
