import { useParams } from 'react-router';
import { HolderDetail } from '@/features/holders/components/holder-detail';

export default function HolderDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new record: nothing of the previous one (its edit mode) carries over.
  return <HolderDetail key={id} id={id} />;
}
