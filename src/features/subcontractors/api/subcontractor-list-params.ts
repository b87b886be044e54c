import {
  listSubcontractors,
  useListSubcontractors,
} from '@generated/api/subcontractors/subcontractors';
import { ListSubcontractorsSortField, type ListSubcontractorsParams } from '@generated/model';
import {
  areaFilters,
  defineList,
  uuid,
  type FilterKeyOf,
} from '@/components/data-table/list-params';
import { paths } from '@/config/routes';

export const subcontractorList = defineList<ListSubcontractorsParams>()({
  ns: 'subcontractors',
  resource: 'subcontractor',
  api: { useList: useListSubcontractors, fetch: listSubcontractors },
  paths: paths.main.subcontractors,
  sortFields: ListSubcontractorsSortField,
  filters: { ...areaFilters, relayDepotId: uuid },
});
export type SubcontractorFilterKey = FilterKeyOf<typeof subcontractorList>;
