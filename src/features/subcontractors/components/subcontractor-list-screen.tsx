import { listScreen } from '@/components/data-table/list-screen';
import { subcontractorList } from '@/config/lists';
import { useSubcontractorColumns } from './subcontractor-columns';
import { SubcontractorFilters } from './subcontractor-filters';

/** The collecting companies: search, filters, sorting and paging live in the URL. */
export const SubcontractorListScreen = listScreen({
  list: subcontractorList,
  useColumns: useSubcontractorColumns,
  Filters: SubcontractorFilters,
  filtersBelow: true,
});
