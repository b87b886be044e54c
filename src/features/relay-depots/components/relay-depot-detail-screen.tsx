import { MapPinOff } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { useGetRelayDepot } from '@generated/api/relay-depots/relay-depots';
import type { RelayDepot } from '@generated/model';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { relayDepotList } from '@/config/lists';
import { RelayDepotSummary } from './relay-depot-summary';
import { relayDepotWriters } from '../fields';

// The form's code (zod, React Hook Form, the pickers) once "Edit" is chosen.
const RelayDepotForm = lazy(() =>
  import('./relay-depot-form').then((m) => ({ default: m.RelayDepotForm })),
);

interface RelayDepotDetailProps {
  id: string;
  /** What another module knows of the depot (its stock ledger), under the read-only view. */
  stock?: ReactNode;
}

/** One depot: read-only first, edited in place by those who may. */
export function RelayDepotDetailScreen({ id, stock }: RelayDepotDetailProps) {
  const record = useRecord<RelayDepot>(relayDepotList, useGetRelayDepot, id);
  return (
    <RecordDetail
      {...record}
      notFoundIcon={<MapPinOff />}
      title={(depot) => `${depot.name} · ${depot.code}`}
      crumb={(depot) => depot.name}
      edit={(depot, form) => <RelayDepotForm depot={depot} {...form} />}
      history={{ recordKind: 'relayDepot', writers: relayDepotWriters }}
    >
      {(depot) => (
        <>
          <RelayDepotSummary depot={depot} />
          {stock}
        </>
      )}
    </RecordDetail>
  );
}
