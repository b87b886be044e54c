import { RelayDepotDetailScreen } from '@/features/relay-depots/components/relay-depot-detail-screen';
import { DepotStockCard } from '@/features/stock/components/depot-stock-card';

/** A depot's page: its record, then its stock ledger (another feature, composed here). */
export function RelayDepotDetail({ id }: { id: string }) {
  return <RelayDepotDetailScreen id={id} stock={<DepotStockCard depotId={id} />} />;
}
