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

export const voucherList = defineList<ListRemovalVouchersParams>()({
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
