import { HolderNew } from '@/features/holders/components/holder-new';

export default function HolderNewPage() {
  return <HolderNew />;
}
