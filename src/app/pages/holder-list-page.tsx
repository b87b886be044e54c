import { HolderListScreen } from '@/features/holders/components/holder-list-screen';

export default function HolderListPage() {
  return <HolderListScreen />;
}
