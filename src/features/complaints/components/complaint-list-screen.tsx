import { listScreen } from '@/components/data-table/list-screen';
import { complaintList } from '@/config/lists';
import { useComplaintColumns } from './complaint-columns';
import { ComplaintFilters } from './complaint-filters';

/**
 * Complaints followed to resolution: searched, filtered, sorted and paged in the URL (the home
 * page links here with `?status=OPEN`). A complaint opens in a drawer over the list
 * (`?complaint=<id>`), a new one with `?complaint=new`.
 */
export const ComplaintListScreen = listScreen({
  list: complaintList,
  useColumns: useComplaintColumns,
  Filters: ComplaintFilters,
  drawer: {
    param: 'complaint',
    load: () => import('./complaint-drawer').then((m) => m.ComplaintDrawer),
  },
});
