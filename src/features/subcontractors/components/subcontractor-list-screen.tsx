import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  listSubcontractors,
  useListSubcontractors,
} from '@generated/api/subcontractors/subcontractors';
import { exportCsv } from '@/components/data-table/csv';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { paths } from '@/config/routes';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCan, useCaller } from '@/lib/permissions';
import {
  subcontractorFilterKeys,
  toSubcontractorListParams,
} from '../api/subcontractor-list-params';
import { useSubcontractorColumns } from './subcontractor-columns';
import { SubcontractorFilters } from './subcontractor-filters';

/** The collecting companies: search, filters, sorting and paging live in the URL. */
export function SubcontractorListScreen() {
  const { t } = useTranslation('subcontractors');
  const mayRead = useCan('subcontractor', 'READ');
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  const mayCreate = !!caller && mayCreateSubcontractor(caller);
  const [state, update] = useListState(subcontractorFilterKeys);
  const params = toSubcontractorListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListSubcontractors(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useSubcontractorColumns();

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      newHref={mayCreate ? paths.main.subcontractors.new : undefined}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(s) => paths.main.subcontractors.detail(s.id)}
      filters={
        <SubcontractorFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      }
      filtersBelow
      onExport={() =>
        exportCsv(listSubcontractors, params, csvColumns, `${t('exportFileName')}.csv`)
      }
    />
  );
}
