import { useTranslation } from 'react-i18next';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCan, useCaller } from '@/lib/permissions';
import { SubcontractorForm } from './subcontractor-form';

/** Creating a company and its account; once saved, its detail opens. */
export function SubcontractorNewScreen() {
  const { t } = useTranslation('subcontractors');
  const mayRead = useCan('subcontractor', 'READ');
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  const mayCreate = !!caller && mayCreateSubcontractor(caller);
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      created={t('form.created')}
      routes={paths.main.subcontractors}
    >
      {(done) => <SubcontractorForm {...done} />}
    </RecordNewScreen>
  );
}
