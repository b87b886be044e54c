import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { useCreateHolderAction } from '../api/use-save-holder';
import { emptyHolderForm } from '../schema';
import { HolderForm } from './holder-form';

/** Creating a holder: the form, empty; once created, its detail. */
export function HolderNewScreen() {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const mayCreate = useCan('holder', 'CREATE');
  const mayRead = useCan('holder', 'READ');
  const create = useCreateHolderAction();

  if (!mayRead || !mayCreate) return <Denied />;
  return (
    <>
      <PageHeader
        title={t('newTitle')}
        crumbs={[{ label: t('title'), to: paths.main.holders.list }, { label: tc('pages.new') }]}
      />
      <HolderForm
        mode="create"
        initial={emptyHolderForm}
        save={create}
        onSaved={(holder) => void navigate(paths.main.holders.detail(holder.id))}
        onCancel={() => void navigate(paths.main.holders.list)}
      />
    </>
  );
}
