import { listTours, useListTours } from '@generated/api/tours/tours';
import { ListToursSortField, type ListToursParams } from '@generated/model';
import {
  areaFilters,
  defineList,
  isoDate,
  uuid,
  type FilterKeyOf,
} from '@/components/data-table/list-params';
import { modules } from '@/config/modules';

export const tourList = defineList<ListToursParams>()(modules.routing, {
  api: { useList: useListTours, fetch: listTours },
  sortFields: ListToursSortField,
  filters: {
    ...areaFilters,
    subcontractorId: uuid,
    relayDepotId: uuid,
    holderId: uuid,
    plannedDateFrom: isoDate,
    plannedDateTo: isoDate,
  },
  // The newest (or next) planned date comes first unless the user sorts otherwise.
  defaultSort: { sortField: 'plannedDate', sortOrder: 'desc' },
});
export type TourFilterKey = FilterKeyOf<typeof tourList>;
