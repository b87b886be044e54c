import { ListToursSortField, type ListToursParams } from '@generated/model';
import {
  filterKeysOf,
  isoDate,
  toListParams,
  uuid,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';

const filters = {
  regionId: uuid,
  zoneId: uuid,
  subcontractorId: uuid,
  relayDepotId: uuid,
  holderId: uuid,
  plannedDateFrom: isoDate,
  plannedDateTo: isoDate,
} satisfies ListFilters<ListToursParams>;
export const tourFilterKeys = filterKeysOf(filters);
export type TourFilterKey = keyof typeof filters;

/** The newest (or next) planned date comes first unless the user sorts otherwise. */
export const toTourListParams = (state: ListState) =>
  toListParams<ListToursParams>(state, {
    sortFields: ListToursSortField,
    filters,
    defaultSort: { sortField: 'plannedDate', sortOrder: 'desc' },
  });
