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
import { modules } from '@/config/modules';
import { mayCreateSubcontractor } from '@/lib/access/policy';

export const subcontractorList = defineList<ListSubcontractorsParams>()(modules.subcontractors, {
  api: { useList: useListSubcontractors, fetch: listSubcontractors },
  sortFields: ListSubcontractorsSortField,
  filters: { ...areaFilters, relayDepotId: uuid },
  // The company's account comes with it: the account rules of role management apply too.
  mayCreate: mayCreateSubcontractor,
});
export type SubcontractorFilterKey = FilterKeyOf<typeof subcontractorList>;
