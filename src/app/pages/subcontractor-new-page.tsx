import { SubcontractorNewScreen } from '@/features/subcontractors/components/subcontractor-new-screen';

export default function SubcontractorNewPage() {
  return <SubcontractorNewScreen />;
}
