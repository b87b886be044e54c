import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetRelayDepot } from '@generated/api/relay-depots/relay-depots';
import { RecordDetail } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { RelayDepotForm } from './relay-depot-form';
import { RelayDepotSummary } from './relay-depot-summary';

/** One depot: read-only first, edited in place by those who may. */
export function RelayDepotDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('relayDepots');
  const mayRead = useCan('relayDepot', 'READ');
  const mayUpdate = useCan('relayDepot', 'UPDATE');
  const query = useGetRelayDepot(id, { query: { enabled: mayRead } });
  return (
    <RecordDetail
      query={query}
      mayRead={mayRead}
      mayUpdate={mayUpdate}
      list={paths.main.relayDepots.list}
      texts={{ ...t('detail', { returnObjects: true }), list: t('title') }}
      notFoundIcon={<MapPinOff />}
      title={(depot) => `${depot.name} · ${depot.code}`}
      crumb={(depot) => depot.name}
      edit={({ record, saved, done, reload }) => (
        <RelayDepotForm depot={record} onSaved={saved} onCancel={done} onReload={reload} />
      )}
    >
      {(depot) => <RelayDepotSummary depot={depot} />}
    </RecordDetail>
  );
}
