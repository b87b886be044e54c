import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { DataTable, type Column } from './data-table';
import { ListToolbar } from './list-toolbar';
import { PaginationBar } from './pagination-bar';
import type { ListState, ListStatePatch, SortOrder } from './use-list-state';

/** What the screen needs of a generated list query. */
interface ListQuery<T> {
  data?: { items: T[]; meta: { totalItems: number; totalPages: number } };
  isPending: boolean;
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
}

interface ListScreenProps<T> {
  mayRead: boolean;
  title: string;
  caption: string;
  /** Where "New" leads; none hides the button (no right to create, or nothing to create). */
  newHref?: string;
  state: ListState;
  update: (patch: ListStatePatch) => void;
  list: ListQuery<T>;
  columns: Column<T>[];
  rowHref: (row: T) => string;
  filters?: ReactNode;
  /** Many filters need a row of their own; beside the search they wrap into a jumble. */
  filtersBelow?: boolean;
  onExport: () => Promise<void>;
  /** The sort the table shows, when the list has a default that the URL does not carry. */
  sort?: { sortField?: string; sortOrder: SortOrder };
  /** Shown after the list, e.g. a drawer that opens over it. */
  children?: ReactNode;
}

/** The frame of every list screen: header, search and filters, table, paging. */
export function ListScreen<T extends { id: string }>(props: ListScreenProps<T>) {
  const { t } = useTranslation();
  const { state, update, list } = props;
  if (!props.mayRead) return <Denied />;
  const meta = list.data?.meta;
  const sort = props.sort ?? state;

  return (
    <>
      <PageHeader
        title={props.title}
        crumbs={[{ label: t('nav.home'), to: paths.main.root }, { label: props.title }]}
        actions={
          props.newHref && (
            <Button asChild colorPalette="brand" size="sm">
              <Link to={props.newHref}>
                <Plus size={16} aria-hidden /> {t('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <ListToolbar
        query={state.query}
        onQueryChange={(query) => update({ query })}
        filters={props.filters}
        filtersBelow={props.filtersBelow}
        activeFilters={Object.values(state.filters).filter(Boolean).length}
        onExport={props.onExport}
      />
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={list.data?.items}
        getRowId={(row) => row.id}
        rowHref={props.rowHref}
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
