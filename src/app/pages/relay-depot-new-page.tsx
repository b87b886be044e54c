import { RelayDepotNewScreen } from '@/features/relay-depots/components/relay-depot-new-screen';

export default function RelayDepotNewPage() {
  return <RelayDepotNewScreen />;
}
