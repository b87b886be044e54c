import { listScreen } from '@/components/data-table/list-screen';
import { userList } from '@/config/lists';
import { useUserColumns } from './user-columns';
import { useUserFilterOptions } from './user-filters';

/**
 * Who may do what where: the accounts, searched, filtered, sorted and paged in the URL. An
 * account opens in a drawer over the list (`?user=<id>`), a new one with `?user=new`.
 */
export const UserListScreen = listScreen({
  list: userList,
  useColumns: useUserColumns,
  useEnumOptions: useUserFilterOptions,
  drawer: { param: 'user', load: () => import('./user-drawer').then((m) => m.UserDrawer) },
});
