import { HolderNewScreen } from '@/features/holders/components/holder-new-screen';

export default function HolderNewPage() {
  return <HolderNewScreen />;
}
