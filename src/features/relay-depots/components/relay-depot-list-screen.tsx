import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listRelayDepots, useListRelayDepots } from '@generated/api/relay-depots/relay-depots';
import { exportCsv } from '@/components/data-table/csv';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListState } from '@/components/data-table/use-list-state';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { relayDepotFilterKeys, toRelayDepotListParams } from '../api/relay-depot-list-params';
import { useRelayDepotColumns } from './relay-depot-columns';
import { RelayDepotFilters } from './relay-depot-filters';

/** The depots and how full they are: search, filters, sorting and paging live in the URL. */
export function RelayDepotListScreen() {
  const { t } = useTranslation('relayDepots');
  const mayRead = useCan('relayDepot', 'READ');
  const mayCreate = useCan('relayDepot', 'CREATE');
  const [state, update] = useListState(relayDepotFilterKeys);
  const params = toRelayDepotListParams(state);
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const list = useListRelayDepots(params, {
    query: { enabled: mayRead, placeholderData: keepPreviousData },
  });
  const { columns, csvColumns } = useRelayDepotColumns();

  return (
    <ListScreen
      mayRead={mayRead}
      title={t('title')}
      caption={t('caption')}
      newHref={mayCreate ? paths.main.relayDepots.new : undefined}
      state={state}
      update={update}
      list={list}
      columns={columns}
      rowHref={(d) => paths.main.relayDepots.detail(d.id)}
      filters={
        <RelayDepotFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      }
      onExport={() => exportCsv(listRelayDepots, params, csvColumns, `${t('exportFileName')}.csv`)}
    />
  );
}
