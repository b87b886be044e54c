import { useTranslation } from 'react-i18next';
import { listScreen } from '@/components/data-table/list-screen';
import { historyList } from '@/config/lists';
import { useHistoryColumns } from './history-columns';
import { HistoryFilters } from './history-filters';

/** The record kinds' and the actions' options in the common words of the history. */
function useHistoryOptions() {
  const { t } = useTranslation();
  return {
    recordKind: (values: readonly string[]) =>
      values.map((value) => ({ value, label: t(`history.recordKinds.${value}` as never) })),
    action: (values: readonly string[]) =>
      values.map((value) => ({ value, label: t(`history.actions.${value}` as never) })),
  };
}

/**
 * Every change of every record within the caller's area, newest first: filtered by person,
 * record kind, action and period (in the URL), paged, exported as CSV; each entry leads to its
 * record.
 */
export const HistoryListScreen = listScreen({
  list: historyList,
  useColumns: useHistoryColumns,
  Filters: HistoryFilters,
  useEnumOptions: useHistoryOptions,
  filtersBelow: true,
});
