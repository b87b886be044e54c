import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import { SubcontractorForm } from './subcontractor-form';

/** Creating a company and its account; once saved, its detail opens. */
export function SubcontractorNewScreen() {
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  return (
    <RecordNewScreen
      resource="subcontractor"
      mayCreate={!!caller && mayCreateSubcontractor(caller)}
      ns="subcontractors"
      routes={paths.main.subcontractors}
    >
      {(done) => <SubcontractorForm {...done} />}
    </RecordNewScreen>
  );
}
