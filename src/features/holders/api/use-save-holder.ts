import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetHolderQueryKey,
  getListHoldersByZoneQueryKey,
  getListHoldersQueryKey,
  useCreateHolder,
  useUpdateHolder,
} from '@generated/api/holders/holders';
import type { Holder, HolderCreate, HolderUpdate } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';

/**
 * What a saved holder changes in the cache: its own record (so the detail shows it at once) and
 * every list that may hold it (so they refetch when shown, without a reload).
 */
function useStoreSaved() {
  const queryClient = useQueryClient();
  return (saved: Holder, previous?: Holder) => {
    queryClient.setQueryData(getGetHolderQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: getListHoldersQueryKey() });
    const zones = new Set([saved.delegation?.zoneId, previous?.delegation?.zoneId]);
    for (const zoneId of zones) {
      if (zoneId)
        void queryClient.invalidateQueries({ queryKey: getListHoldersByZoneQueryKey(zoneId) });
    }
  };
}

export function useCreateHolderAction() {
  const { t } = useTranslation('holders');
  const create = useCreateHolder();
  const store = useStoreSaved();
  return async (body: HolderCreate): Promise<Holder> => {
    const saved = await create.mutateAsync({ data: body });
    store(saved);
    notifySuccess(t('form.created'));
    return saved;
  };
}

/**
 * Saves an edit of `holder` on the condition that nobody changed it since it was loaded: the
 * ETag of the loaded version goes in If-Match, and the server answers 412 otherwise.
 */
export function useUpdateHolderAction(holder: Holder) {
  const { t } = useTranslation('holders');
  const update = useUpdateHolder({
    request: { headers: { 'If-Match': `"${holder.updatedAt}"` } },
  });
  const store = useStoreSaved();
  return async (body: HolderUpdate): Promise<Holder> => {
    const saved = await update.mutateAsync({ id: holder.id, data: body });
    store(saved, holder);
    notifySuccess(t('form.saved'));
    return saved;
  };
}
