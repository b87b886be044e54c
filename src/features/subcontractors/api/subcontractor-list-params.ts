import { ListSubcontractorsSortField, type ListSubcontractorsParams } from '@generated/model';
import {
  filterKeysOf,
  toListParams,
  uuid,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';

const filters = {
  regionId: uuid,
  zoneId: uuid,
  relayDepotId: uuid,
} satisfies ListFilters<ListSubcontractorsParams>;
export const subcontractorFilterKeys = filterKeysOf(filters);
export type SubcontractorFilterKey = keyof typeof filters;

export const toSubcontractorListParams = (state: ListState) =>
  toListParams<ListSubcontractorsParams>(state, {
    sortFields: ListSubcontractorsSortField,
    filters,
  });
