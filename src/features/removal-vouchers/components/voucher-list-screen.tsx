import {
  listRemovalVouchers,
  useListRemovalVouchers,
} from '@generated/api/removal-vouchers/removal-vouchers';
import { ListScreen } from '@/components/data-table/list-screen';
import { paths } from '@/config/routes';
import { voucherList } from '../api/voucher-list-params';
import { useVoucherColumns } from './voucher-columns';
import { VoucherFilters } from './voucher-filters';

/**
 * The pickups recorded by the collectors' devices (there is no create screen): search, filters,
 * sorting and paging live in the URL.
 */
export function VoucherListScreen() {
  return (
    <ListScreen
      ns="removalVouchers"
      resource="removalVoucher"
      list={voucherList}
      api={{ useList: useListRemovalVouchers, fetch: listRemovalVouchers }}
      useColumns={useVoucherColumns}
      paths={{ detail: paths.main.removalVouchers.detail }}
      Filters={VoucherFilters}
      filtersBelow
    />
  );
}
