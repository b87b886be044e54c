import { ListSubcontractorsSortField, type ListSubcontractorsParams } from '@generated/model';
import {
  areaFilters,
  defineList,
  uuid,
  type FilterKeyOf,
} from '@/components/data-table/list-params';

export const subcontractorList = defineList<ListSubcontractorsParams>()({
  sortFields: ListSubcontractorsSortField,
  filters: { ...areaFilters, relayDepotId: uuid },
});
export type SubcontractorFilterKey = FilterKeyOf<typeof subcontractorList>;
