import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { mayCreateSubcontractor } from '@/lib/access/policy';
import { useCan, useCaller } from '@/lib/permissions';
import { SubcontractorForm } from './subcontractor-form';

/** Creating a company and its account; once saved, its detail opens. */
export function SubcontractorNewScreen() {
  const { t } = useTranslation('subcontractors');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const mayRead = useCan('subcontractor', 'READ');
  // The company's account comes with it: the account rules of role management apply too.
  const caller = useCaller();
  const mayCreate = !!caller && mayCreateSubcontractor(caller);
  const list = paths.main.subcontractors.list;

  if (!mayRead || !mayCreate) return <Denied />;
  return (
    <>
      <PageHeader
        title={t('newTitle')}
        crumbs={[{ label: t('title'), to: list }, { label: tc('pages.new') }]}
      />
      <SubcontractorForm
        onSaved={(saved) => {
          notifySuccess(t('form.created'));
          void navigate(paths.main.subcontractors.detail(saved.id));
        }}
        onCancel={() => void navigate(list)}
      />
    </>
  );
}
