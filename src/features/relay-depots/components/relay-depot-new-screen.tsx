import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { RelayDepotForm } from './relay-depot-form';

/** Creating a depot; once saved, its detail opens. */
export function RelayDepotNewScreen() {
  return (
    <RecordNewScreen resource="relayDepot" ns="relayDepots" routes={paths.main.relayDepots}>
      {(done) => <RelayDepotForm {...done} />}
    </RecordNewScreen>
  );
}
