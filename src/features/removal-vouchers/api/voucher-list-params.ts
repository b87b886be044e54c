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
import { paths } from '@/config/routes';

export const voucherList = defineList<ListRemovalVouchersParams>()({
  ns: 'removalVouchers',
  resource: 'removalVoucher',
  api: { useList: useListRemovalVouchers, fetch: listRemovalVouchers },
  // The pickups are recorded by the collectors' devices: there is no create screen.
  paths: { list: paths.main.removalVouchers.list, detail: paths.main.removalVouchers.detail },
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
