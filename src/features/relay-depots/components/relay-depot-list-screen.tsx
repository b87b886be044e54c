import { listRelayDepots, useListRelayDepots } from '@generated/api/relay-depots/relay-depots';
import { ListScreen } from '@/components/data-table/list-screen';
import { paths } from '@/config/routes';
import { relayDepotList } from '../api/relay-depot-list-params';
import { useRelayDepotColumns } from './relay-depot-columns';
import { RelayDepotFilters } from './relay-depot-filters';

/** The depots and how full they are: search, filters, sorting and paging live in the URL. */
export function RelayDepotListScreen() {
  return (
    <ListScreen
      ns="relayDepots"
      resource="relayDepot"
      list={relayDepotList}
      api={{ useList: useListRelayDepots, fetch: listRelayDepots }}
      useColumns={useRelayDepotColumns}
      paths={paths.main.relayDepots}
      Filters={RelayDepotFilters}
    />
  );
}
