import { listRelayDepots } from '@generated/api/relay-depots/relay-depots';
import type { ListRelayDepotsParams, RelayDepot } from '@generated/model';
import { ListRelayDepotsQueryParams } from '@generated/zod/relay-depots/relay-depots.zod';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const relayDepotFilterKeys = ['regionId', 'zoneId', 'minFillRate'] as const;
export type RelayDepotFilterKey = (typeof relayDepotFilterKeys)[number];

/** "Nearly full" as the list filters it, in the URL: the shared threshold (80 % or more). */
export const nearlyFullRate = String(NEARLY_FULL_RATE);

const shape = ListRelayDepotsQueryParams.shape;

/**
 * The URL's list state as listRelayDepots takes it. A URL is typed by people and kept in
 * bookmarks: a value the contract refuses (an old sort field, a rate above 1) is left out rather
 * than turning the whole list into an error.
 */
export function toRelayDepotListParams(state: ListState): ListRelayDepotsParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(toQueryParams(state))) {
    const parsed = key in shape ? shape[key as keyof typeof shape].safeParse(value) : undefined;
    if (parsed?.success) params[key] = parsed.data;
  }
  return params;
}

/** Every depot the list matches (its search and filters, every page) as a CSV download. */
export async function exportRelayDepots(
  params: ListRelayDepotsParams,
  columns: CsvColumn<RelayDepot>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => listRelayDepots({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
