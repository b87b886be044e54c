import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { useCreateHolderAction } from '../api/use-save-holder';
import { emptyHolderForm } from '../schema';
import { HolderForm } from './holder-form';

/** Creating a holder: the form, empty; once created (the save says so), its detail. */
export function HolderNewScreen() {
  const create = useCreateHolderAction();
  return (
    <RecordNewScreen resource="holder" ns="holders" savesAloud routes={paths.main.holders}>
      {(done) => <HolderForm mode="create" initial={emptyHolderForm} save={create} {...done} />}
    </RecordNewScreen>
  );
}
