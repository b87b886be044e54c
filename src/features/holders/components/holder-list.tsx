import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListHolders } from '../../../../generated/api/holders/holders';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { exportHolders } from '../api/export-holders';
import { holderFilterKeys, toHolderListParams } from '../api/holder-list-params';
import { useHolderColumns } from './holder-columns';
import { HolderFilters } from './holder-filters';

/** The holders list: search, filters, sorting and paging live in the URL. */
export function HolderList() {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const mayRead = useCan('holder', 'READ');
  const mayCreate = useCan('holder', 'CREATE');
  const [state, update] = useListState(holderFilterKeys);
  const params = toHolderListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListHolders(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useHolderColumns();

  if (!mayRead) return <Denied />;
  const meta = list.data?.meta;

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: tc('nav.home'), to: paths.main.root }, { label: t('title') }]}
        actions={
          mayCreate && (
            <Button asChild colorPalette="brand" size="sm">
              <Link to={paths.main.holders.new}>
                <Plus size={16} aria-hidden /> {tc('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <ListToolbar
        query={state.query}
        onQueryChange={(query) => update({ query })}
        onExport={() => exportHolders(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      {/* Six filters need a row of their own; beside the search they wrap into a jumble. */}
      <HolderFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(h) => h.id}
        rowHref={(h) => paths.main.holders.detail(h.id)}
        loading={list.isPending}
        error={list.error?.message}
        onRetry={() => void list.refetch()}
        sortField={state.sortField}
        sortOrder={state.sortOrder}
        onSort={(sortField, sortOrder) => update({ sortField, sortOrder })}
        skeletonRows={state.limit > 25 ? 25 : state.limit}
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
