import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import type { Resource } from '@/lib/access/policy';
import { useCan } from '@/lib/permissions';
import { exportCsv, type CsvColumn } from './csv';
import { DataTable, type Column } from './data-table';
import type { ListFiltersProps } from './list-filters';
import { effectiveSort, type ListDefinition } from './list-params';
import { ListToolbar } from './list-toolbar';
import { PaginationBar } from './pagination-bar';
import { useListState } from './use-list-state';

/** What the screen needs of a generated list query. */
interface ListQuery<T> {
  data?: { items: T[]; meta: { totalItems: number; totalPages: number } };
  isPending: boolean;
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
}

/** The namespaces of the lists: each has the list's `title`, `caption` and `exportFileName`. */
type ListNamespace =
  | 'holders'
  | 'relayDepots'
  | 'subcontractors'
  | 'tours'
  | 'removalVouchers'
  | 'complaints'
  | 'users';

export interface ListScreenProps<P, T, K extends string> {
  /** The feature's namespace, where the list's title, caption and export file name are. */
  ns: ListNamespace;
  /** Whose READ and CREATE rights open the list and offer "New", unless given below. */
  resource: Resource;
  mayRead?: boolean;
  mayCreate?: boolean;
  list: ListDefinition<P, K>;
  /** The generated list hook, and its fetcher for the CSV export (every page). */
  api: {
    useList: (
      params: P,
      options: { query: { enabled: boolean; placeholderData: typeof keepPreviousData } },
    ) => ListQuery<T>;
    fetch: (params: P & { page: number; limit: number }) => Promise<{
      items: T[];
      meta: { hasNext: boolean };
    }>;
  };
  /** The table's columns and the CSV export's. */
  useColumns: () => { columns: Column<T>[]; csvColumns: CsvColumn<T>[] };
  /** Where "New" leads (shown with the right to create; none when the list creates nothing) and a row. */
  paths: { new?: string; detail: (id: string) => string };
  Filters?: ComponentType<ListFiltersProps<K>>;
  /** Many filters need a row of their own; beside the search they wrap into a jumble. */
  filtersBelow?: boolean;
  /** Shown after the list, e.g. a drawer that opens over it. */
  children?: ReactNode;
}

/**
 * Every list screen: header, search and filters, table, paging, CSV export. Search, filters,
 * sorting and paging live in the URL; a list only says what is its own.
 */
export function ListScreen<P, T extends { id: string }, K extends string>(
  props: ListScreenProps<P, T, K>,
) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation(props.ns);
  const mayRead = useCan(props.resource, 'READ');
  const mayCreate = useCan(props.resource, 'CREATE');
  const [state, update] = useListState(props.list.filterKeys);
  const params = props.list.toParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = props.api.useList(params, {
    query: { enabled: props.mayRead ?? mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = props.useColumns();
  const { Filters } = props;
  if (!(props.mayRead ?? mayRead)) return <Denied />;
  const meta = list.data?.meta;
  // The sort the table shows: the URL's, or the list's default when the URL names none.
  const sort = effectiveSort(state, props.list.defaultSort);
  const title = tl('title');

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('nav.home'), to: paths.main.root }, { label: title }]}
        actions={
          props.paths.new &&
          (props.mayCreate ?? mayCreate) && (
            <Button asChild colorPalette="brand" size="sm">
              <Link to={props.paths.new}>
                <Plus size={16} aria-hidden /> {t('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <ListToolbar
        query={state.query}
        onQueryChange={(query) => update({ query })}
        filters={
          Filters && (
            <Filters
              filters={state.filters as Partial<Record<K, string>>}
              onChange={(filters) => update({ filters })}
            />
          )
        }
        filtersBelow={props.filtersBelow}
        activeFilters={Object.values(state.filters).filter(Boolean).length}
        onExport={() =>
          exportCsv(props.api.fetch, params, csvColumns, `${tl('exportFileName')}.csv`)
        }
      />
      <DataTable
        caption={tl('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(row) => row.id}
        rowHref={(row) => props.paths.detail(row.id)}
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
      {props.children}
    </>
  );
}
