import {
  HolderCategory,
  HolderStatus,
  ListHoldersSortField,
  SectorCode,
  SupplierStatus,
  type ListHoldersParams,
} from '@generated/model';
import {
  filterKeysOf,
  flag,
  oneOf,
  toListParams,
  uuid,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';

const filters = {
  status: oneOf(HolderStatus),
  supplierStatus: oneOf(SupplierStatus),
  category: oneOf(HolderCategory),
  sectorCode: oneOf(SectorCode),
  regionId: uuid,
  zoneId: uuid,
  overdue: flag,
  neverCollected: flag,
} satisfies ListFilters<ListHoldersParams>;
export const holderFilterKeys = filterKeysOf(filters);
export type HolderFilterKey = keyof typeof filters;

export const toHolderListParams = (state: ListState) =>
  toListParams<ListHoldersParams>(state, { sortFields: ListHoldersSortField, filters });
