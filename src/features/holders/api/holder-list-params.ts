import { listHolders, useListHolders } from '@generated/api/holders/holders';
import {
  HolderCategory,
  HolderStatus,
  ListHoldersSortField,
  SectorCode,
  SupplierStatus,
  type ListHoldersParams,
} from '@generated/model';
import {
  areaFilters,
  defineList,
  flag,
  oneOf,
  type FilterKeyOf,
} from '@/components/data-table/list-params';
import { modules } from '@/config/modules';

export const holderList = defineList<ListHoldersParams>()(modules.holders, {
  api: { useList: useListHolders, fetch: listHolders },
  sortFields: ListHoldersSortField,
  filters: {
    status: oneOf(HolderStatus),
    supplierStatus: oneOf(SupplierStatus),
    category: oneOf(HolderCategory),
    sectorCode: oneOf(SectorCode),
    ...areaFilters,
    overdue: flag,
    neverCollected: flag,
  },
});
export type HolderFilterKey = FilterKeyOf<typeof holderList>;
