import { HolderList } from '@/features/holders/components/holder-list';

export default function HolderListPage() {
  return <HolderList />;
}
