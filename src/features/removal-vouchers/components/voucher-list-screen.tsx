import { listScreen } from '@/components/data-table/list-screen';
import { voucherList } from '@/config/lists';
import { useVoucherColumns } from './voucher-columns';
import { VoucherFilters } from './voucher-filters';

/**
 * The pickups recorded by the collectors' devices (there is no create screen): search, filters,
 * sorting and paging live in the URL.
 */
export const VoucherListScreen = listScreen({
  list: voucherList,
  useColumns: useVoucherColumns,
  Filters: VoucherFilters,
  filtersBelow: true,
});
