import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listComplaints, useListComplaints } from '@generated/api/complaints/complaints';
import { exportCsv } from '@/components/data-table/csv';
import { effectiveSort } from '@/components/data-table/list-params';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { useUrlDrawer } from '@/components/layout/record-drawer';
import { useCan } from '@/lib/permissions';
import {
  complaintFilterKeys,
  defaultSort,
  toComplaintListParams,
} from '../api/complaint-list-params';
import { useComplaintColumns, useComplaintCsvColumns } from './complaint-columns';
import { ComplaintDrawer } from './complaint-drawer';
import { ComplaintFilters } from './complaint-filters';

/**
 * Complaints followed to resolution: searched, filtered, sorted and paged in the URL (the home
 * page links here with `?status=OPEN`). A complaint opens in a drawer over the list
 * (`?complaint=<id>`), a new one with `?complaint=new`.
 */
export function ComplaintListScreen() {
  const { t } = useTranslation('complaints');
  const mayRead = useCan('complaint', 'READ');
  const mayCreate = useCan('complaint', 'CREATE');
  const [state, update] = useListState(complaintFilterKeys);
  const params = toComplaintListParams(state);
  const list = useListComplaints(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const columns = useComplaintColumns();
  const csvColumns = useComplaintCsvColumns();
  const drawer = useUrlDrawer('complaint');

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      newHref={mayCreate ? drawer.hrefFor('new') : undefined}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(c) => drawer.hrefFor(c.id)}
      filters={
        <ComplaintFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      }
      onExport={() => exportCsv(listComplaints, params, csvColumns, `${t('exportFileName')}.csv`)}
      sort={effectiveSort(state, defaultSort)}
    >
      {drawer.open && <ComplaintDrawer key={drawer.open} id={drawer.open} onClose={drawer.close} />}
    </ListScreen>
  );
}
