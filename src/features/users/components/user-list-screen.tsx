import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListUsers } from '../../../../generated/api/users/users';
import { DataTable } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListState } from '@/components/data-table/use-list-state';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { exportUsers, toUserListParams, userFilterKeys } from '../api/user-list-params';
import { useUserDrawer } from '../use-user-drawer';
import { useUserColumns } from './user-columns';
import { UserDrawer } from './user-drawer';
import { UserFilters } from './user-filters';

/**
 * Who may do what where: the accounts, searched, filtered, sorted and paged in the URL. An
 * account opens in a drawer over the list (`?user=<id>`), a new one with `?user=new`.
 */
export function UserListScreen() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const mayRead = useCan('users', 'READ');
  // Drivers are created with the `driver` rights, every other account with `users`.
  const mayCreateUsers = useCan('users', 'CREATE');
  const mayCreateDrivers = useCan('driver', 'CREATE');
  const mayCreate = mayCreateUsers || mayCreateDrivers;
  const [state, update] = useListState(userFilterKeys);
  const params = toUserListParams(state);
  const list = useListUsers(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useUserColumns();
  const drawer = useUserDrawer();

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
          <UserFilters filters={state.filters} onChange={(filters) => update({ filters })} />
        }
        onExport={() => exportUsers(params, csvColumns, `${t('exportFileName')}.csv`)}
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(u) => u.id}
        rowHref={(u) => drawer.hrefFor(u.id)}
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
      {drawer.open && <UserDrawer key={drawer.open} id={drawer.open} onClose={drawer.close} />}
    </>
  );
}
