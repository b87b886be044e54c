import { listSubcontractors } from '@generated/api/subcontractors/subcontractors';
import type { ListSubcontractorsParams, Subcontractor } from '@generated/model';
import { ListSubcontractorsQueryParams } from '@generated/zod/subcontractors/subcontractors.zod';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const subcontractorFilterKeys = ['regionId', 'zoneId', 'relayDepotId'] as const;
export type SubcontractorFilterKey = (typeof subcontractorFilterKeys)[number];

const shape = ListSubcontractorsQueryParams.shape;

/**
 * The URL's list state as listSubcontractors takes it. A URL is typed by people and kept in
 * bookmarks: a value the contract refuses (an old sort field, a broken id) is left out rather
 * than turning the whole list into an error.
 */
export function toSubcontractorListParams(state: ListState): ListSubcontractorsParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(toQueryParams(state))) {
    const parsed = key in shape ? shape[key as keyof typeof shape].safeParse(value) : undefined;
    if (parsed?.success) params[key] = parsed.data;
  }
  return params;
}

/** Every company the list matches (its search and filters, every page) as a CSV download. */
export async function exportSubcontractors(
  params: ListSubcontractorsParams,
  columns: CsvColumn<Subcontractor>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => listSubcontractors({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
