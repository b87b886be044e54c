import { HistoryListScreen } from '@/features/history/components/history-list-screen';
import { holderWriters } from '@/features/holders/fields';
import { relayDepotWriters } from '@/features/relay-depots/fields';
import { removalVoucherWriters } from '@/features/removal-vouchers/fields';
import { shipmentWriters } from '@/features/shipments/fields';
import { subcontractorWriters } from '@/features/subcontractors/fields';
import { userWriters } from '@/features/users/fields';
import { RecordKindsContext, type RecordKinds } from '@/components/record/record-kinds';

/** Each record kind's words, from its feature: the History screen words every kind's changes. */
export const recordKinds: RecordKinds = {
  holder: { ns: 'holders', writers: holderWriters },
  relayDepot: { ns: 'relayDepots', writers: relayDepotWriters },
  subcontractor: { ns: 'subcontractors', writers: subcontractorWriters },
  tour: { ns: 'tours' },
  removalVoucher: { ns: 'removalVouchers', writers: removalVoucherWriters },
  user: { ns: 'users', writers: userWriters },
  complaint: { ns: 'complaints' },
  region: { ns: 'areas' },
  zone: { ns: 'areas' },
  buyer: { ns: 'buyers' },
  shipment: { ns: 'shipments', writers: shipmentWriters },
};

/** The History screen, with the words of every kind of record (features composed here). */
export function History() {
  return (
    <RecordKindsContext.Provider value={recordKinds}>
      <HistoryListScreen />
    </RecordKindsContext.Provider>
  );
}
