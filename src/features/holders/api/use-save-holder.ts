import {
  getGetHolderQueryKey,
  getListHoldersByZoneQueryKey,
  getListHoldersQueryKey,
  useCreateHolder,
  useUpdateHolder,
} from '@generated/api/holders/holders';
import type { Holder, HolderCreate } from '@generated/model';
import { ifUnchanged, useSaveRecord, zonesOf } from '@/components/record/use-save-record';

/**
 * Creates a holder, or updates `holder` only if nobody changed it since it was read. Every
 * holder list is refetched, and those of its zone before and after.
 */
export function useSaveHolder(holder?: Holder) {
  return useSaveRecord<Holder, HolderCreate>(holder, {
    create: useCreateHolder(),
    update: useUpdateHolder(ifUnchanged(holder)),
    detailKey: getGetHolderQueryKey,
    refreshKeys: (saved) => [
      getListHoldersQueryKey(),
      ...zonesOf(holder?.delegation?.zoneId, saved.delegation?.zoneId).map((zoneId) =>
        getListHoldersByZoneQueryKey(zoneId),
      ),
    ],
  });
}
