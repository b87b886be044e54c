import {
  ComplaintStatus,
  ListComplaintsSortField,
  type ListComplaintsParams,
} from '@generated/model';
import {
  filterKeysOf,
  oneOf,
  toListParams,
  uuid,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';

const filters = {
  status: oneOf(ComplaintStatus),
  holderId: uuid,
} satisfies ListFilters<ListComplaintsParams>;
export const complaintFilterKeys = filterKeysOf(filters);
export type ComplaintFilterKey = keyof typeof filters;

/** Newest first unless the URL says otherwise: the latest complaints are the ones to act on. */
export const defaultSort = { sortField: 'createdAt', sortOrder: 'desc' } as const;

export const toComplaintListParams = (state: ListState) =>
  toListParams<ListComplaintsParams>(state, {
    sortFields: ListComplaintsSortField,
    filters,
    defaultSort,
  });
