import { DrawerListScreen } from '@/components/data-table/drawer-list-screen';
import { accountReach, assignableRoles } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import { userList } from '../api/user-list-params';
import { useUserColumns } from './user-columns';
import { UserDrawer } from './user-drawer';
import { UserFilters } from './user-filters';

/**
 * Who may do what where: the accounts, searched, filtered, sorted and paged in the URL. An
 * account opens in a drawer over the list (`?user=<id>`), a new one with `?user=new`.
 */
export function UserListScreen() {
  const caller = useCaller();
  // With `users` every account of the area, with `driver` only the drivers (the server's rule).
  const reach = caller ? accountReach(caller, 'READ') : 'none';
  return (
    <DrawerListScreen
      list={userList}
      mayRead={reach !== 'none'}
      mayCreate={!!caller && assignableRoles(caller, 'CREATE').length > 0}
      useColumns={useUserColumns}
      Filters={UserFilters}
      drawer={{ param: 'user', Drawer: UserDrawer }}
    />
  );
}
