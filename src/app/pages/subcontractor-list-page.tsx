import { SubcontractorListScreen } from '@/features/subcontractors/components/subcontractor-list-screen';

export default function SubcontractorListPage() {
  return <SubcontractorListScreen />;
}
