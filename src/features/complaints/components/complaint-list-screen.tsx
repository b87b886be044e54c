import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListComplaints } from '../../../../generated/api/complaints/complaints';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import {
  complaintFilterKeys,
  exportComplaints,
  effectiveSort,
  toComplaintListParams,
} from '../api/complaint-list-params';
import { useComplaintDrawer } from '../use-complaint-drawer';
import { useComplaintColumns, useComplaintCsvColumns } from './complaint-columns';
import { ComplaintDrawer } from './complaint-drawer';
import { ComplaintFilters } from './complaint-filters';

/**
 * Complaints followed to resolution: searched, filtered, sorted and paged in the URL (the home
 * page links here with `?status=OPEN`). A complaint opens in a drawer over the list
 * (`?complaint=<id>`), a new one with `?complaint=new`.
 */
export function ComplaintListScreen() {
  const { t } = useTranslation('complaints');
  const { t: tc } = useTranslation();
  const mayRead = useCan('complaint', 'READ');
  const mayCreate = useCan('complaint', 'CREATE');
  const [state, update] = useListState(complaintFilterKeys);
  const params = toComplaintListParams(state);
  const sort = effectiveSort(state);
  const list = useListComplaints(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const columns = useComplaintColumns();
  const csvColumns = useComplaintCsvColumns();
  const drawer = useComplaintDrawer();

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
              <Link to={drawer.hrefFor('new')}>
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
          <ComplaintFilters filters={state.filters} onChange={(filters) => update({ filters })} />
        }
        onExport={() => exportComplaints(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(c) => c.id}
        rowHref={(c) => drawer.hrefFor(c.id)}
        loading={list.isPending}
        error={list.error?.message}
        onRetry={() => void list.refetch()}
        sortField={sort.sortField}
        sortOrder={sort.sortOrder}
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
      {drawer.open && <ComplaintDrawer key={drawer.open} id={drawer.open} onClose={drawer.close} />}
    </>
  );
}
