import { AreasScreen } from '@/features/areas/components/areas-screen';

export default function AreasPage() {
  return <AreasScreen />;
}
