import { ListScreen } from '@/components/data-table/list-screen';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import { subcontractorList } from '../api/subcontractor-list-params';
import { useSubcontractorColumns } from './subcontractor-columns';
import { SubcontractorFilters } from './subcontractor-filters';

/** The collecting companies: search, filters, sorting and paging live in the URL. */
export function SubcontractorListScreen() {
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  return (
    <ListScreen
      list={subcontractorList}
      mayCreate={!!caller && mayCreateSubcontractor(caller)}
      useColumns={useSubcontractorColumns}
      Filters={SubcontractorFilters}
      filtersBelow
    />
  );
}
