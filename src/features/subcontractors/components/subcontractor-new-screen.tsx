import { RecordNewScreen } from '@/components/record/record-new-screen';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import { subcontractorList } from '../api/subcontractor-list-params';
import { SubcontractorForm } from './subcontractor-form';

/** Creating a company and its account; once saved, its detail opens. */
export function SubcontractorNewScreen() {
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  return (
    <RecordNewScreen
      module={subcontractorList}
      mayCreate={!!caller && mayCreateSubcontractor(caller)}
    >
      {(done) => <SubcontractorForm {...done} />}
    </RecordNewScreen>
  );
}
