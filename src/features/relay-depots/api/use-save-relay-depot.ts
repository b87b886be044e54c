import { useQueryClient } from '@tanstack/react-query';
import {
  getGetRelayDepotQueryKey,
  getListRelayDepotsByZoneQueryKey,
  getListRelayDepotsQueryKey,
  useCreateRelayDepot,
  useUpdateRelayDepot,
} from '@generated/api/relay-depots/relay-depots';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';

/**
 * Creates a depot, or updates `depot` only if nobody changed it since it was read (If-Match on
 * its updatedAt, as its ETag). The saved depot goes straight into the detail's cache and every
 * depot list is refetched, so that the change shows without a reload.
 */
export function useSaveRelayDepot(depot?: RelayDepot) {
  const queryClient = useQueryClient();
  const create = useCreateRelayDepot();
  const update = useUpdateRelayDepot(
    depot && { request: { headers: { 'If-Match': `"${depot.updatedAt}"` } } },
  );

  const save = async (body: RelayDepotCreate): Promise<RelayDepot> => {
    const saved = depot
      ? await update.mutateAsync({ id: depot.id, data: body })
      : await create.mutateAsync({ data: body });
    queryClient.setQueryData(getGetRelayDepotQueryKey(saved.id), saved);
    const zoneIds = new Set([...(depot?.zones ?? []), ...saved.zones].map((zone) => zone.id));
    void queryClient.invalidateQueries({ queryKey: getListRelayDepotsQueryKey() });
    for (const zoneId of zoneIds) {
      void queryClient.invalidateQueries({ queryKey: getListRelayDepotsByZoneQueryKey(zoneId) });
    }
    return saved;
  };

  return { save, saving: create.isPending || update.isPending };
}
