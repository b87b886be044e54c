import { listScreen } from '@/components/data-table/list-screen';
import { holderList } from '@/config/lists';
import { useHolderColumns } from './holder-columns';
import { HolderFilters, useHolderFilterOptions } from './holder-filters';

/** The holders list: search, filters, sorting and paging live in the URL. */
export const HolderListScreen = listScreen({
  list: holderList,
  useColumns: useHolderColumns,
  Filters: HolderFilters,
  useEnumOptions: useHolderFilterOptions,
  filtersBelow: true,
});
