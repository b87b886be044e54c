import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListRemovalVouchers } from '../../../../generated/api/removal-vouchers/removal-vouchers';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { exportVouchers, toVoucherListParams, voucherFilterKeys } from '../api/voucher-list-params';
import { useVoucherColumns } from './voucher-columns';
import { VoucherFilters } from './voucher-filters';

/**
 * The pickups recorded by the collectors' devices (there is no create screen): search, filters,
 * sorting and paging live in the URL.
 */
export function VoucherListScreen() {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const mayRead = useCan('removalVoucher', 'READ');
  const [state, update] = useListState(voucherFilterKeys);
  const params = toVoucherListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListRemovalVouchers(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useVoucherColumns();

  if (!mayRead) return <Denied />;
  const meta = list.data?.meta;

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: tc('nav.home'), to: paths.main.root }, { label: t('title') }]}
      />
      <ListToolbar
        query={state.query}
        onQueryChange={(query) => update({ query })}
        onExport={() => exportVouchers(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      <VoucherFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(v) => v.id}
        rowHref={(v) => paths.main.removalVouchers.detail(v.id)}
        loading={list.isPending}
        error={list.error?.message}
        onRetry={() => void list.refetch()}
        // Without a sort in the URL the newest pickups come first: the header says so.
        sortField={params.sortField}
        sortOrder={params.sortOrder ?? 'asc'}
        onSort={(sortField, sortOrder) => update({ sortField, sortOrder })}
        skeletonRows={Math.min(state.limit, 25)}
      />
      {meta && !list.error && meta.totalItems > 0 && (
        <PaginationBar
          page={state.page}
          limit={state.limit}
          totalItems={meta.totalItems}
          totalPages={meta.totalPages}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
        />
      )}
    </>
  );
}
