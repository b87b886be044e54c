import { listUsers, useListUsers } from '@generated/api/users/users';
import { ListUsersSortField, UserRole, UserStatus, type ListUsersParams } from '@generated/model';
import { defineList, oneOf, type FilterKeyOf } from '@/components/data-table/list-params';
import { modules } from '@/config/modules';

export const userList = defineList<ListUsersParams>()(modules.roleManagement, {
  api: { useList: useListUsers, fetch: listUsers },
  sortFields: ListUsersSortField,
  filters: { role: oneOf(UserRole), status: oneOf(UserStatus) },
});
export type UserFilterKey = FilterKeyOf<typeof userList>;
