import { useParams } from 'react-router';
import { RelayDepotDetailScreen } from '@/features/relay-depots/components/relay-depot-detail-screen';

export default function RelayDepotDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new screen: no edit mode or form state carried over from the previous depot.
  return <RelayDepotDetailScreen key={id} id={id} />;
}
