import { listScreen } from '@/components/data-table/list-screen';
import { relayDepotList } from '@/config/lists';
import { useRelayDepotColumns } from './relay-depot-columns';
import { RelayDepotFilters } from './relay-depot-filters';

/** The depots and how full they are: search, filters, sorting and paging live in the URL. */
export const RelayDepotListScreen = listScreen({
  list: relayDepotList,
  useColumns: useRelayDepotColumns,
  Filters: RelayDepotFilters,
});
