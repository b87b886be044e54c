import { listTours } from '@generated/api/tours/tours';
import type { ListToursParams, Tour } from '@generated/model';
import { ListToursQueryParams } from '@generated/zod/tours/tours.zod';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const tourFilterKeys = [
  'regionId',
  'zoneId',
  'subcontractorId',
  'relayDepotId',
  'holderId',
  'plannedDateFrom',
  'plannedDateTo',
] as const;
export type TourFilterKey = (typeof tourFilterKeys)[number];

const shape = ListToursQueryParams.shape;

/**
 * The URL's list state as listTours takes it. The newest (or next) planned date comes first
 * unless the user sorts otherwise. A URL is typed by people and kept in bookmarks: a value the
 * contract refuses (an old sort field, an id that is not one) is left out rather than turning
 * the whole list into an error.
 */
export function toTourListParams(state: ListState): ListToursParams {
  const params: Record<string, unknown> = state.sortField
    ? {}
    : { sortField: 'plannedDate', sortOrder: 'desc' };
  for (const [key, value] of Object.entries(toQueryParams(state))) {
    if (!state.sortField && key === 'sortOrder') continue;
    const parsed = key in shape ? shape[key as keyof typeof shape].safeParse(value) : undefined;
    if (parsed?.success) params[key] = parsed.data;
  }
  return params;
}

/** Every tour the list matches (its search and filters, every page) as a CSV download. */
export async function exportTours(
  params: ListToursParams,
  columns: CsvColumn<Tour>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => listTours({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
