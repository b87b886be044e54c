import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { usePreload } from '@/components/feedback/on-demand';
import { useUrlDrawer } from '@/components/layout/use-url-drawer';
import type { ModulePaths } from '@/config/modules';
import { paths as routes } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import type { ListColumns } from './cells';
import { exportCsv } from './csv';
import { DataTable } from './data-table';
import {
  ClearFiltersButton,
  EnumFilters,
  halfBesideSearch,
  halfOnPhones,
  type ListFiltersProps,
  type UseEnumOptions,
} from './list-filters';
import { effectiveSort, type ListDefinition } from './list-params';
import { ListToolbar } from './list-toolbar';
import { PaginationBar } from './pagination-bar';
import { useListState } from './use-list-state';

interface ListScreenProps<P, T, K extends string> {
  /** The list's declaration: namespace, resource, generated API, paths, filters and sort. */
  list: ListDefinition<P, K, T>;
  /** The table's columns and the CSV export's. */
  useColumns: () => ListColumns<T>;
  /** Where "New" and a row lead, when not the declaration's (a drawer over the list). */
  paths?: Omit<ModulePaths, 'list'>;
  /**
   * The list's filters other than its enums' selects (pickers, areas, days, flags): the screen
   * shows a select for each enum filter of the declaration before them, "Clear filters" after.
   */
  Filters?: ComponentType<ListFiltersProps<K>>;
  /** The options of the enum filters the feature words itself or narrows. */
  useEnumOptions?: UseEnumOptions<K>;
  /** Enum filters that `Filters` draws itself (one select with other filters), not the screen. */
  ownEnumFilters?: readonly K[];
  /** Many filters need a row of their own; beside the search they wrap into a jumble. */
  filtersBelow?: boolean;
  /** Shown after the list, e.g. a drawer that opens over it. */
  children?: ReactNode;
}

/**
 * Every list screen: header, search and filters, table, paging, CSV export. Search, filters,
 * sorting and paging live in the URL; a list only says what is its own (`listScreen`).
 */
function ListScreen<P, T extends { id: string }, K extends string>(
  props: ListScreenProps<P, T, K>,
) {
  const { t } = useTranslation();
  const { ns, resource, api } = props.list;
  const { t: tl } = useTranslation(ns);
  const mayRead = useCan(resource, 'READ', props.list.mayRead);
  const mayCreate = useCan(resource, 'CREATE', props.list.mayCreate);
  const [state, update] = useListState(props.list.filterKeys);
  const params = props.list.toParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = api.useList(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = props.useColumns();
  const { Filters, useEnumOptions, ownEnumFilters } = props;
  const { new: newPath, detail } = props.paths ?? props.list.paths;
  const title = tl('title');
  // Turning a page changes neither the header nor the search and filters: they are built again
  // only when the search, the filters or the sort change, so that a new page renders the table
  // and the paging alone (`update` always builds on the current URL; the export asks for every
  // page whatever the page shown).
  const unpaged = JSON.stringify([state.query, state.filters, state.sortField, state.sortOrder]);
  const head = useMemo(
    () => {
      const filters = state.filters as Partial<Record<K, string>>;
      const onFiltersChange = (changed: Partial<Record<K, string | undefined>>) =>
        update({ filters: changed });
      return (
        <>
          <PageHeader
            title={title}
            crumbs={[{ label: t('nav.home'), to: routes.main.root }, { label: title }]}
            actions={
              newPath &&
              mayCreate && (
                <Button asChild colorPalette="brand" size="sm">
                  <Link to={newPath}>
                    <Plus size={16} aria-hidden /> {t('actions.new')}
                  </Link>
                </Button>
              )
            }
          />
          <ListToolbar
            query={props.list.search === false ? undefined : state.query}
            onQueryChange={(query) => update({ query })}
            filters={
              props.list.filterKeys.length > 0 && (
                <>
                  <EnumFilters
                    list={props.list}
                    filters={filters}
                    onChange={onFiltersChange}
                    // Two a row on a phone, in the row of filters or beside the search.
                    width={props.filtersBelow ? halfOnPhones('36') : halfBesideSearch('44')}
                    useOptions={useEnumOptions}
                    skip={ownEnumFilters}
                  />
                  {Filters && <Filters filters={filters} onChange={onFiltersChange} />}
                  <ClearFiltersButton filters={filters} onChange={onFiltersChange} />
                </>
              )
            }
            filtersBelow={props.filtersBelow}
            activeFilters={Object.values(state.filters).filter(Boolean).length}
            onExport={() => exportCsv(api.fetch, params, csvColumns, `${tl('exportFileName')}.csv`)}
          />
        </>
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `unpaged` stands for the state read
    [
      unpaged,
      title,
      mayCreate,
      newPath,
      Filters,
      useEnumOptions,
      ownEnumFilters,
      props.filtersBelow,
      csvColumns,
      t,
      tl,
    ],
  );
  if (!mayRead) return <Denied />;
  const meta = list.data?.meta;
  // The sort the table shows: the URL's, or the list's default when the URL names none.
  const sort = effectiveSort(state, props.list.defaultSort);

  return (
    <>
      {head}
      <DataTable
        caption={tl('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(row) => row.id}
        rowHref={detail && ((row) => detail(row.id))}
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

/** The drawer a list's records open in, kept in the URL (`?<param>=<id>`, `?<param>=new`). */
interface ListDrawer {
  param: string;
  /** The drawer's code (a form, zod and its machinery), loaded when a record is first opened. */
  load: () => Promise<DrawerComponent>;
}

type DrawerComponent = ComponentType<{ id: string; onClose: () => void }>;

/** What a module's list screen says of its own; the rest is every list's. */
interface ListView<P, T, K extends string> extends Omit<
  ListScreenProps<P, T, K>,
  'paths' | 'children'
> {
  /** Where its records open when they have no page of their own: a drawer over the list. */
  drawer?: ListDrawer;
}

/**
 * A list whose records open in a drawer over it, a new one too: Back closes it, a reload or a
 * shared link opens it again. The drawer's code is asked for once the list is on screen, so that
 * a record opens at once without weighing on the list's first load.
 */
function DrawerListScreen<P, T extends { id: string }, K extends string>({
  drawer: { param, load, Drawer },
  ...view
}: ListView<P, T, K> & { drawer: ListDrawer & { Drawer: DrawerComponent } }) {
  const { open, hrefFor, close } = useUrlDrawer(param);
  usePreload(load);
  return (
    <ListScreen {...view} paths={{ new: hrefFor('new'), detail: hrefFor }}>
      <Suspense fallback={null}>{open && <Drawer key={open} id={open} onClose={close} />}</Suspense>
    </ListScreen>
  );
}

/**
 * A module's list screen, declared by what is its own:
 * `export const HolderListScreen = listScreen({ list: holderList, useColumns, Filters })`.
 */
export const listScreen = <P, T extends { id: string }, K extends string>({
  drawer,
  ...view
}: ListView<P, T, K>) => {
  const withDrawer = drawer && {
    ...drawer,
    Drawer: lazy(() => drawer.load().then((component) => ({ default: component }))),
  };
  return function ModuleListScreen() {
    return withDrawer ? (
      <DrawerListScreen {...view} drawer={withDrawer} />
    ) : (
      <ListScreen {...view} />
    );
  };
};
