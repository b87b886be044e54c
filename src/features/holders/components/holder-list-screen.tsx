import { listHolders, useListHolders } from '@generated/api/holders/holders';
import { ListScreen } from '@/components/data-table/list-screen';
import { paths } from '@/config/routes';
import { holderList } from '../api/holder-list-params';
import { useHolderColumns } from './holder-columns';
import { HolderFilters } from './holder-filters';

/** The holders list: search, filters, sorting and paging live in the URL. */
export function HolderListScreen() {
  return (
    <ListScreen
      ns="holders"
      resource="holder"
      list={holderList}
      api={{ useList: useListHolders, fetch: listHolders }}
      useColumns={useHolderColumns}
      paths={paths.main.holders}
      Filters={HolderFilters}
      filtersBelow
    />
  );
}
