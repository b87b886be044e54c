import { ComplaintListScreen } from '@/features/complaints/components/complaint-list-screen';

export default function ComplaintListPage() {
  return <ComplaintListScreen />;
}
