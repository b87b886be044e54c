import { useQueryClient } from '@tanstack/react-query';
import {
  getGetBuyerQueryKey,
  getListBuyersQueryKey,
  useCreateBuyer,
  useDeleteBuyer,
  useUpdateBuyer,
} from '@generated/api/buyers/buyers';
import type { Buyer, BuyerCreate } from '@generated/model';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';

/** Creates a buyer, or updates `buyer` only if nobody changed it since it was read. */
export function useSaveBuyer(buyer?: Buyer) {
  return useSaveRecord<Buyer, BuyerCreate>(buyer, {
    create: useCreateBuyer(),
    update: useUpdateBuyer(ifUnchanged(buyer)),
    detailKey: getGetBuyerQueryKey,
    refreshKeys: () => [getListBuyersQueryKey()],
  });
}

/** Deletes a buyer; the lists are read again. */
export function useDeleteBuyerRecord() {
  const queryClient = useQueryClient();
  const remove = useDeleteBuyer();
  return {
    deleteBuyer: async (id: string) => {
      await remove.mutateAsync({ id });
      queryClient.removeQueries({ queryKey: getGetBuyerQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: getListBuyersQueryKey() });
    },
    busy: remove.isPending,
  };
}
