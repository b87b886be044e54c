import { listScreen } from '@/components/data-table/list-screen';
import { shipmentList } from '@/config/lists';
import { useShipmentColumns } from './shipment-columns';
import { ShipmentFilters } from './shipment-filters';

/** The shipments out of the depots: search, filters, sorting and paging live in the URL. */
export const ShipmentListScreen = listScreen({
  list: shipmentList,
  useColumns: useShipmentColumns,
  Filters: ShipmentFilters,
  filtersBelow: true,
});
