import {
  listRemovalVouchers,
  useListRemovalVouchers,
} from '@generated/api/removal-vouchers/removal-vouchers';
import {
  ListRemovalVouchersSortField,
  RemovalVoucherStatus,
  type ListRemovalVouchersParams,
} from '@generated/model';
import {
  defineList,
  isoDate,
  oneOf,
  uuid,
  type FilterKeyOf,
} from '@/components/data-table/list-params';
import { modules } from '@/config/modules';

export const voucherList = defineList<ListRemovalVouchersParams>()(modules.removalVouchers, {
  api: { useList: useListRemovalVouchers, fetch: listRemovalVouchers },
  sortFields: ListRemovalVouchersSortField,
  filters: {
    status: oneOf(RemovalVoucherStatus),
    removalDateFrom: isoDate,
    removalDateTo: isoDate,
    holderId: uuid,
    subcontractorId: uuid,
  },
  // The newest pickups come first unless the user sorts otherwise.
  defaultSort: { sortField: 'removalDate', sortOrder: 'desc' },
});
export type VoucherFilterKey = FilterKeyOf<typeof voucherList>;
