import { listScreen } from '@/components/data-table/list-screen';
import { tourList } from '@/config/lists';
import { useTourColumns } from './tour-columns';
import { TourFilters } from './tour-filters';

/** The tours: search, filters, sorting and paging live in the URL. */
export const TourListScreen = listScreen({
  list: tourList,
  useColumns: useTourColumns,
  Filters: TourFilters,
  filtersBelow: true,
});
