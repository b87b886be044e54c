import { listTours, useListTours } from '@generated/api/tours/tours';
import { ListScreen } from '@/components/data-table/list-screen';
import { paths } from '@/config/routes';
import { tourList } from '../api/tour-list-params';
import { useTourColumns } from './tour-columns';
import { TourFilters } from './tour-filters';

/** The tours: search, filters, sorting and paging live in the URL. */
export function TourListScreen() {
  return (
    <ListScreen
      ns="tours"
      resource="tour"
      list={tourList}
      api={{ useList: useListTours, fetch: listTours }}
      useColumns={useTourColumns}
      paths={paths.main.routing}
      Filters={TourFilters}
      filtersBelow
    />
  );
}
