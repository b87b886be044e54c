import { listUsers } from '@generated/api/users/users';
import type { ListUsersParams, User } from '@generated/model';
import { ListUsersQueryParams } from '@generated/zod/users/users.zod';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const userFilterKeys = ['role', 'status'] as const;
export type UserFilterKey = (typeof userFilterKeys)[number];

const shape = ListUsersQueryParams.shape;

/**
 * The URL's list state as listUsers takes it. A value the contract refuses (an old sort field,
 * a role that no longer exists) is left out rather than turning the list into an error.
 */
export function toUserListParams(state: ListState): ListUsersParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(toQueryParams(state))) {
    const parsed = key in shape ? shape[key as keyof typeof shape].safeParse(value) : undefined;
    if (parsed?.success) params[key] = parsed.data;
  }
  return params;
}

/** Every user the list matches (its search and filters, every page) as a CSV download. */
export async function exportUsers(
  params: ListUsersParams,
  columns: CsvColumn<User>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => listUsers({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
