import { RelayDepotListScreen } from '@/features/relay-depots/components/relay-depot-list-screen';

export default function RelayDepotListPage() {
  return <RelayDepotListScreen />;
}
