import { RecordNewScreen } from '@/components/record/record-new-screen';
import { holderList } from '@/config/lists';
import { HolderForm } from './holder-form';

/** Creating a holder: the form, empty; once created, its detail opens. */
export function HolderNewScreen() {
  return (
    <RecordNewScreen module={holderList}>{(done) => <HolderForm {...done} />}</RecordNewScreen>
  );
}
