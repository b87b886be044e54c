import { ListUsersSortField, UserRole, UserStatus, type ListUsersParams } from '@generated/model';
import {
  filterKeysOf,
  oneOf,
  toListParams,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';

const filters = {
  role: oneOf(UserRole),
  status: oneOf(UserStatus),
} satisfies ListFilters<ListUsersParams>;
export const userFilterKeys = filterKeysOf(filters);
export type UserFilterKey = keyof typeof filters;

export const toUserListParams = (state: ListState) =>
  toListParams<ListUsersParams>(state, { sortFields: ListUsersSortField, filters });
