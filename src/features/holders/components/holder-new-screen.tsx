import { RecordNewScreen } from '@/components/record/record-new-screen';
import { holderList } from '@/config/lists';
import { useCreateHolderAction } from '../api/use-save-holder';
import { emptyHolderForm } from '../schema';
import { HolderForm } from './holder-form';

/** Creating a holder: the form, empty; once created (the save says so), its detail. */
export function HolderNewScreen() {
  const create = useCreateHolderAction();
  return (
    <RecordNewScreen module={holderList} savesAloud>
      {(done) => <HolderForm mode="create" initial={emptyHolderForm} save={create} {...done} />}
    </RecordNewScreen>
  );
}
