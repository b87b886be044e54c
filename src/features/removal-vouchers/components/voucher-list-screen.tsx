import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  listRemovalVouchers,
  useListRemovalVouchers,
} from '@generated/api/removal-vouchers/removal-vouchers';
import { exportCsv } from '@/components/data-table/csv';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { toVoucherListParams, voucherFilterKeys } from '../api/voucher-list-params';
import { useVoucherColumns } from './voucher-columns';
import { VoucherFilters } from './voucher-filters';

/**
 * The pickups recorded by the collectors' devices (there is no create screen): search, filters,
 * sorting and paging live in the URL.
 */
export function VoucherListScreen() {
  const { t } = useTranslation('removalVouchers');
  const mayRead = useCan('removalVoucher', 'READ');
  const [state, update] = useListState(voucherFilterKeys);
  const params = toVoucherListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListRemovalVouchers(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useVoucherColumns();

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(v) => paths.main.removalVouchers.detail(v.id)}
      filters={
        <VoucherFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      }
      filtersBelow
      onExport={() =>
        exportCsv(listRemovalVouchers, params, csvColumns, `${t('exportFileName')}.csv`)
      }
      // Without a sort in the URL the newest pickups come first: the header says so.
      sort={{ sortField: params.sortField, sortOrder: params.sortOrder ?? 'asc' }}
    />
  );
}
