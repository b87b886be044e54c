import { ListRelayDepotsSortField, type ListRelayDepotsParams } from '@generated/model';
import {
  filterKeysOf,
  numberBetween,
  toListParams,
  uuid,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';

const filters = {
  regionId: uuid,
  zoneId: uuid,
  minFillRate: numberBetween(0, 1),
} satisfies ListFilters<ListRelayDepotsParams>;
export const relayDepotFilterKeys = filterKeysOf(filters);
export type RelayDepotFilterKey = keyof typeof filters;

/** "Nearly full" as the list filters it, in the URL: the shared threshold (80 % or more). */
export const nearlyFullRate = String(NEARLY_FULL_RATE);

export const toRelayDepotListParams = (state: ListState) =>
  toListParams<ListRelayDepotsParams>(state, { sortFields: ListRelayDepotsSortField, filters });
