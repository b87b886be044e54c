import { useParams } from 'react-router';
import { TourDetailScreen } from '@/features/tours/components/tour-detail-screen';

export default function TourDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new screen: no edit mode or form state carried over from the previous tour.
  return <TourDetailScreen key={id} id={id} />;
}
