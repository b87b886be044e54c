import { useParams } from 'react-router';
import { SubcontractorDetailScreen } from '@/features/subcontractors/components/subcontractor-detail-screen';

export default function SubcontractorDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new screen: no edit mode or form state carried over from the previous company.
  return <SubcontractorDetailScreen key={id} id={id} />;
}
