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

export const holderList = defineList<ListHoldersParams>()({
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

// As the first visit's prefetch (route.ts) reads the URL.
export const { filterKeys: holderFilterKeys, toParams: toHolderListParams } = holderList;
