import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listUsers, useListUsers } from '@generated/api/users/users';
import { exportCsv } from '@/components/data-table/csv';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { useUrlDrawer } from '@/components/layout/record-drawer';
import { accountReach, assignableRoles } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import { toUserListParams, userFilterKeys } from '../api/user-list-params';
import { useUserColumns } from './user-columns';
import { UserDrawer } from './user-drawer';
import { UserFilters } from './user-filters';

/**
 * Who may do what where: the accounts, searched, filtered, sorted and paged in the URL. An
 * account opens in a drawer over the list (`?user=<id>`), a new one with `?user=new`.
 */
export function UserListScreen() {
  const { t } = useTranslation('users');
  const caller = useCaller();
  // With `users` every account of the area, with `driver` only the drivers (the server's rule).
  const reach = caller ? accountReach(caller, 'READ') : 'none';
  const mayRead = reach !== 'none';
  const mayCreate = !!caller && assignableRoles(caller, 'CREATE').length > 0;
  const [state, update] = useListState(userFilterKeys);
  const params = toUserListParams(state);
  const list = useListUsers(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useUserColumns();
  const drawer = useUrlDrawer('user');

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      newHref={mayCreate ? drawer.hrefFor('new') : undefined}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(u) => drawer.hrefFor(u.id)}
      filters={
        <UserFilters
          filters={state.filters}
          onChange={(filters) => update({ filters })}
          driversOnly={reach === 'drivers'}
        />
      }
      onExport={() => exportCsv(listUsers, params, csvColumns, `${t('exportFileName')}.csv`)}
    >
      {drawer.open && <UserDrawer key={drawer.open} id={drawer.open} onClose={drawer.close} />}
    </ListScreen>
  );
}
