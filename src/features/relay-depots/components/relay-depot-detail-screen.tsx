import { MapPinOff } from 'lucide-react';
import { useGetRelayDepot } from '@generated/api/relay-depots/relay-depots';
import { RecordDetail, useRecordRights } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { RelayDepotForm } from './relay-depot-form';
import { RelayDepotSummary } from './relay-depot-summary';

/** One depot: read-only first, edited in place by those who may. */
export function RelayDepotDetailScreen({ id }: { id: string }) {
  const rights = useRecordRights('relayDepot');
  const query = useGetRelayDepot(id, { query: { enabled: rights.mayRead } });
  return (
    <RecordDetail
      {...rights}
      query={query}
      ns="relayDepots"
      list={paths.main.relayDepots.list}
      notFoundIcon={<MapPinOff />}
      title={(depot) => `${depot.name} · ${depot.code}`}
      crumb={(depot) => depot.name}
      edit={(depot, form) => <RelayDepotForm depot={depot} {...form} />}
    >
      {(depot) => <RelayDepotSummary depot={depot} />}
    </RecordDetail>
  );
}
