import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListSubcontractors } from '../../../../generated/api/subcontractors/subcontractors';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import {
  exportSubcontractors,
  subcontractorFilterKeys,
  toSubcontractorListParams,
} from '../api/subcontractor-list-params';
import { useSubcontractorColumns } from './subcontractor-columns';
import { SubcontractorFilters } from './subcontractor-filters';

/** The collecting companies: search, filters, sorting and paging live in the URL. */
export function SubcontractorListScreen() {
  const { t } = useTranslation('subcontractors');
  const { t: tc } = useTranslation();
  const mayRead = useCan('subcontractor', 'READ');
  const mayCreate = useCan('subcontractor', 'CREATE');
  const [state, update] = useListState(subcontractorFilterKeys);
  const params = toSubcontractorListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListSubcontractors(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useSubcontractorColumns();

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
              <Link to={paths.main.subcontractors.new}>
                <Plus size={16} aria-hidden /> {tc('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <ListToolbar
        query={state.query}
        onQueryChange={(query) => update({ query })}
        onExport={() => exportSubcontractors(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      <SubcontractorFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(s) => s.id}
        rowHref={(s) => paths.main.subcontractors.detail(s.id)}
        loading={list.isPending}
        error={list.error?.message}
        onRetry={() => void list.refetch()}
        sortField={state.sortField}
        sortOrder={state.sortOrder}
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
