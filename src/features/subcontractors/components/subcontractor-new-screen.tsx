import { RecordNewScreen } from '@/components/record/record-new-screen';
import { subcontractorList } from '@/config/lists';
import { SubcontractorForm } from './subcontractor-form';

/** Creating a company and its account; once saved, its detail opens. */
export function SubcontractorNewScreen() {
  return (
    <RecordNewScreen module={subcontractorList}>
      {(done) => <SubcontractorForm {...done} />}
    </RecordNewScreen>
  );
}
