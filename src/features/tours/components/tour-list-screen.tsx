import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListTours } from '../../../../generated/api/tours/tours';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { exportTours, tourFilterKeys, toTourListParams } from '../api/tour-list-params';
import { useTourColumns } from './tour-columns';
import { TourFilters } from './tour-filters';

/** The tours: search, filters, sorting and paging live in the URL. */
export function TourListScreen() {
  const { t } = useTranslation('tours');
  const { t: tc } = useTranslation();
  const mayRead = useCan('tour', 'READ');
  const mayCreate = useCan('tour', 'CREATE');
  const [state, update] = useListState(tourFilterKeys);
  const params = toTourListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListTours(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useTourColumns();

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
              <Link to={paths.main.routing.new}>
                <Plus size={16} aria-hidden /> {tc('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <ListToolbar
        query={state.query}
        onQueryChange={(query) => update({ query })}
        filters={
          <TourFilters filters={state.filters} onChange={(filters) => update({ filters })} />
        }
        onExport={() => exportTours(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(d) => d.id}
        rowHref={(d) => paths.main.routing.detail(d.id)}
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
