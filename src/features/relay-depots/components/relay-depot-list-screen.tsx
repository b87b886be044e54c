import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListRelayDepots } from '../../../../generated/api/relay-depots/relay-depots';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import {
  exportRelayDepots,
  relayDepotFilterKeys,
  toRelayDepotListParams,
} from '../api/relay-depot-list-params';
import { useRelayDepotColumns } from './relay-depot-columns';
import { RelayDepotFilters } from './relay-depot-filters';

/** The depots and how full they are: search, filters, sorting and paging live in the URL. */
export function RelayDepotListScreen() {
  const { t } = useTranslation('relayDepots');
  const { t: tc } = useTranslation();
  const mayRead = useCan('relayDepot', 'READ');
  const mayCreate = useCan('relayDepot', 'CREATE');
  const [state, update] = useListState(relayDepotFilterKeys);
  const params = toRelayDepotListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListRelayDepots(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useRelayDepotColumns();

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
              <Link to={paths.main.relayDepots.new}>
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
          <RelayDepotFilters filters={state.filters} onChange={(filters) => update({ filters })} />
        }
        onExport={() => exportRelayDepots(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(d) => d.id}
        rowHref={(d) => paths.main.relayDepots.detail(d.id)}
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
