import { listRelayDepots, useListRelayDepots } from '@generated/api/relay-depots/relay-depots';
import { ListRelayDepotsSortField, type ListRelayDepotsParams } from '@generated/model';
import {
  areaFilters,
  defineList,
  numberBetween,
  type FilterKeyOf,
} from '@/components/data-table/list-params';
import { modules } from '@/config/modules';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';

export const relayDepotList = defineList<ListRelayDepotsParams>()(modules.relayDepots, {
  api: { useList: useListRelayDepots, fetch: listRelayDepots },
  sortFields: ListRelayDepotsSortField,
  filters: { ...areaFilters, minFillRate: numberBetween(0, 1) },
});
export type RelayDepotFilterKey = FilterKeyOf<typeof relayDepotList>;

/** "Nearly full" as the list filters it, in the URL: the shared threshold (80 % or more). */
export const nearlyFullRate = String(NEARLY_FULL_RATE);
