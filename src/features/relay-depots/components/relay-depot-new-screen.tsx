import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { RelayDepotForm } from './relay-depot-form';

/** Creating a depot; once saved, its detail opens. */
export function RelayDepotNewScreen() {
  const { t } = useTranslation('relayDepots');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const mayRead = useCan('relayDepot', 'READ');
  const mayCreate = useCan('relayDepot', 'CREATE');
  const list = paths.main.relayDepots.list;

  if (!mayRead || !mayCreate) return <Denied />;
  return (
    <>
      <PageHeader
        title={t('newTitle')}
        crumbs={[{ label: t('title'), to: list }, { label: tc('pages.new') }]}
      />
      <RelayDepotForm
        onSaved={(depot) => {
          notifySuccess(t('form.created'));
          void navigate(paths.main.relayDepots.detail(depot.id));
        }}
        onCancel={() => void navigate(list)}
      />
    </>
  );
}
