import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listTours, useListTours } from '@generated/api/tours/tours';
import { exportCsv } from '@/components/data-table/csv';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { tourFilterKeys, toTourListParams } from '../api/tour-list-params';
import { useTourColumns } from './tour-columns';
import { TourFilters } from './tour-filters';

/** The tours: search, filters, sorting and paging live in the URL. */
export function TourListScreen() {
  const { t } = useTranslation('tours');
  const mayRead = useCan('tour', 'READ');
  const mayCreate = useCan('tour', 'CREATE');
  const [state, update] = useListState(tourFilterKeys);
  const params = toTourListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListTours(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useTourColumns();

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      newHref={mayCreate ? paths.main.routing.new : undefined}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(d) => paths.main.routing.detail(d.id)}
      filters={<TourFilters filters={state.filters} onChange={(filters) => update({ filters })} />}
      filtersBelow
      onExport={() => exportCsv(listTours, params, csvColumns, `${t('exportFileName')}.csv`)}
      // Without a sort in the URL the newest planned date comes first: the header says so.
      sort={{ sortField: params.sortField, sortOrder: params.sortOrder ?? 'asc' }}
    />
  );
}
