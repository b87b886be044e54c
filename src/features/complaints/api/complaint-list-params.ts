import { listComplaints } from '@generated/api/complaints/complaints';
import type { Complaint, ListComplaintsParams } from '@generated/model';
import { ListComplaintsQueryParams } from '@generated/zod/complaints/complaints.zod';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const complaintFilterKeys = ['status', 'holderId'] as const;
export type ComplaintFilterKey = (typeof complaintFilterKeys)[number];

/** Newest first unless the URL says otherwise: the latest complaints are the ones to act on. */
export const defaultSort = { sortField: 'createdAt', sortOrder: 'desc' } as const;

/** The sort the list shows: the URL's, or the default when the URL names none. */
export const effectiveSort = (state: ListState) =>
  state.sortField ? { sortField: state.sortField, sortOrder: state.sortOrder } : defaultSort;

const shape = ListComplaintsQueryParams.shape;

/**
 * The URL's list state as listComplaints takes it. A value the contract refuses (an old sort
 * field, a status that no longer exists) is left out rather than turning the list into an error.
 */
export function toComplaintListParams(state: ListState): ListComplaintsParams {
  const params: Record<string, unknown> = {};
  const all = { ...toQueryParams(state), ...effectiveSort(state) };
  for (const [key, value] of Object.entries(all)) {
    const parsed = key in shape ? shape[key as keyof typeof shape].safeParse(value) : undefined;
    if (parsed?.success) params[key] = parsed.data;
  }
  return params;
}

/** Every complaint the list matches (its search and filters, every page) as a CSV download. */
export async function exportComplaints(
  params: ListComplaintsParams,
  columns: CsvColumn<Complaint>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => listComplaints({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
