import { RecordNewScreen } from '@/components/record/record-new-screen';
import { relayDepotList } from '@/config/lists';
import { RelayDepotForm } from './relay-depot-form';

/** Creating a depot; once saved, its detail opens. */
export function RelayDepotNewScreen() {
  return (
    <RecordNewScreen module={relayDepotList}>
      {(done) => <RelayDepotForm {...done} />}
    </RecordNewScreen>
  );
}
