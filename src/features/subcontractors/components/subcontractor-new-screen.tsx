import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/components/feedback/toaster';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCan, useCaller } from '@/lib/permissions';
import { SubcontractorForm } from './subcontractor-form';

/** Creating a company and its account; once saved, its detail opens. */
export function SubcontractorNewScreen() {
  const { t } = useTranslation('subcontractors');
  const navigate = useNavigate();
  const mayRead = useCan('subcontractor', 'READ');
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  const mayCreate = !!caller && mayCreateSubcontractor(caller);
  const list = paths.main.subcontractors.list;
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      list={list}
    >
      <SubcontractorForm
        onSaved={(saved) => {
          notifySuccess(t('form.created'));
          void navigate(paths.main.subcontractors.detail(saved.id));
        }}
        onCancel={() => void navigate(list)}
      />
    </RecordNewScreen>
  );
}
