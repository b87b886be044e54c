import {
  getGetRelayDepotQueryKey,
  getListRelayDepotsByZoneQueryKey,
  getListRelayDepotsQueryKey,
  useCreateRelayDepot,
  useUpdateRelayDepot,
} from '@generated/api/relay-depots/relay-depots';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { ifUnchanged, useSaveRecord, zonesOf } from '@/components/record/use-save-record';

/**
 * Creates a depot, or updates `depot` only if nobody changed it since it was read. Every depot
 * list is refetched, and the lists of the zones it served before and serves now.
 */
export function useSaveRelayDepot(depot?: RelayDepot) {
  return useSaveRecord<RelayDepot, RelayDepotCreate>(depot, {
    create: useCreateRelayDepot(),
    update: useUpdateRelayDepot(ifUnchanged(depot)),
    detailKey: getGetRelayDepotQueryKey,
    refreshKeys: (saved) => [
      getListRelayDepotsQueryKey(),
      ...zonesOf(...[...(depot?.zones ?? []), ...saved.zones].map((zone) => zone.id)).map(
        (zoneId) => getListRelayDepotsByZoneQueryKey(zoneId),
      ),
    ],
  });
}
