import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listHolders, useListHolders } from '@generated/api/holders/holders';
import { exportCsv } from '@/components/data-table/csv';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { holderFilterKeys, toHolderListParams } from '../api/holder-list-params';
import { useHolderColumns } from './holder-columns';
import { HolderFilters } from './holder-filters';

/** The holders list: search, filters, sorting and paging live in the URL. */
export function HolderListScreen() {
  const { t } = useTranslation('holders');
  const mayRead = useCan('holder', 'READ');
  const mayCreate = useCan('holder', 'CREATE');
  const [state, update] = useListState(holderFilterKeys);
  const params = toHolderListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListHolders(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useHolderColumns();

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      newHref={mayCreate ? paths.main.holders.new : undefined}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(h) => paths.main.holders.detail(h.id)}
      filters={
        <HolderFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      }
      filtersBelow
      onExport={() => exportCsv(listHolders, params, csvColumns, `${t('exportFileName')}.csv`)}
    />
  );
}
