import { listScreen } from '@/components/data-table/list-screen';
import { removalVoucherList } from '@/config/lists';
import { useRemovalVoucherColumns } from './removal-voucher-columns';
import { RemovalVoucherFilters } from './removal-voucher-filters';

/**
 * The pickups recorded by the collectors' devices (there is no create screen): search, filters,
 * sorting and paging live in the URL.
 */
export const RemovalVoucherListScreen = listScreen({
  list: removalVoucherList,
  useColumns: useRemovalVoucherColumns,
  Filters: RemovalVoucherFilters,
  // Any flag and each kind share one select.
  ownEnumFilters: ['flag'],
  filtersBelow: true,
});
