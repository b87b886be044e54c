import { listUsers, useListUsers } from '@generated/api/users/users';
import { ListUsersSortField, UserRole, UserStatus, type ListUsersParams } from '@generated/model';
import { defineList, oneOf, type FilterKeyOf } from '@/components/data-table/list-params';
import { modules } from '@/config/modules';
import { accountReach, assignableRoles } from '@/lib/access/policy';

export const userList = defineList<ListUsersParams>()(modules.roleManagement, {
  api: { useList: useListUsers, fetch: listUsers },
  sortFields: ListUsersSortField,
  filters: { role: oneOf(UserRole), status: oneOf(UserStatus) },
  // With `users` every account of the area, with `driver` only the drivers (the server's rule).
  mayRead: (caller) => accountReach(caller, 'READ') !== 'none',
  mayCreate: (caller) => assignableRoles(caller, 'CREATE').length > 0,
});
export type UserFilterKey = FilterKeyOf<typeof userList>;
