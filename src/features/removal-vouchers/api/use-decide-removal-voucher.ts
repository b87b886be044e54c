import { useQueryClient } from '@tanstack/react-query';
import {
  getGetRemovalVoucherQueryKey,
  getListRemovalVouchersQueryKey,
  useUpdateRemovalVoucher,
} from '@generated/api/removal-vouchers/removal-vouchers';
import { getGetHomeStatsQueryKey } from '@generated/api/stats/stats';
import type { RemovalVoucher, RemovalVoucherPage } from '@generated/model';
import { ifUnchanged } from '@/components/record/use-save-record';

export type Decision = 'CONFIRMED' | 'NOT_CONFIRMED';

/**
 * Decides `voucher` (CONFIRMED or NOT_CONFIRMED, with the decision's comment; the collector's
 * comments stay) if nobody changed it since
 * it was read (If-Match). The server's answer becomes the detail at once and replaces the old
 * voucher in every cached list (the module's list, a holder's history: all share the list key's
 * prefix), which are then refetched since a status filter may no longer match; the home page's
 * count of awaiting vouchers changes too.
 */
export function useDecideRemovalVoucher(voucher: RemovalVoucher) {
  const queryClient = useQueryClient();
  const update = useUpdateRemovalVoucher(ifUnchanged(voucher));

  const decide = async (status: Decision, comment: string): Promise<RemovalVoucher> => {
    const data = comment ? { status, decisionComment: comment } : { status };
    const decided = await update.mutateAsync({ id: voucher.id, data });
    queryClient.setQueryData(getGetRemovalVoucherQueryKey(decided.id), decided);
    const lists = getListRemovalVouchersQueryKey();
    queryClient.setQueriesData<RemovalVoucherPage>(
      { queryKey: lists },
      (page) =>
        page && {
          ...page,
          items: page.items.map((item) => (item.id === decided.id ? decided : item)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: lists });
    void queryClient.invalidateQueries({ queryKey: getGetHomeStatsQueryKey() });
    return decided;
  };

  return { decide, deciding: update.isPending };
}
