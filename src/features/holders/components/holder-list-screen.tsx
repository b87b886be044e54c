import { listScreen } from '@/components/data-table/list-screen';
import { holderList } from '@/config/lists';
import { useHolderColumns } from './holder-columns';
import { HolderFilters } from './holder-filters';

/** The holders list: search, filters, sorting and paging live in the URL. */
export const HolderListScreen = listScreen({
  list: holderList,
  useColumns: useHolderColumns,
  Filters: HolderFilters,
  filtersBelow: true,
});
