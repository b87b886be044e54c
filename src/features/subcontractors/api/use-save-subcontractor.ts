import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSubcontractorQueryKey,
  getListSubcontractorsByZoneQueryKey,
  getListSubcontractorsQueryKey,
  useCreateSubcontractor,
  useUpdateSubcontractor,
} from '@generated/api/subcontractors/subcontractors';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';

/**
 * Creates a company with its account, or updates `subcontractor` only if nobody changed it since
 * it was read (If-Match on its updatedAt, as its ETag). The saved record goes straight into the
 * detail's cache and every list that may hold it is refetched, so the change shows at once.
 */
export function useSaveSubcontractor(subcontractor?: Subcontractor) {
  const queryClient = useQueryClient();
  const create = useCreateSubcontractor();
  const update = useUpdateSubcontractor(
    subcontractor && { request: { headers: { 'If-Match': `"${subcontractor.updatedAt}"` } } },
  );

  const save = async (body: SubcontractorCreate): Promise<Subcontractor> => {
    const saved = subcontractor
      ? await update.mutateAsync({ id: subcontractor.id, data: body })
      : await create.mutateAsync({ data: body });
    queryClient.setQueryData(getGetSubcontractorQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: getListSubcontractorsQueryKey() });
    for (const zoneId of new Set([subcontractor?.zoneId, saved.zoneId])) {
      if (zoneId)
        void queryClient.invalidateQueries({
          queryKey: getListSubcontractorsByZoneQueryKey(zoneId),
        });
    }
    return saved;
  };

  return { save, saving: create.isPending || update.isPending };
}
