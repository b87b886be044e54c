import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/components/feedback/toaster';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { RelayDepotForm } from './relay-depot-form';

/** Creating a depot; once saved, its detail opens. */
export function RelayDepotNewScreen() {
  const { t } = useTranslation('relayDepots');
  const navigate = useNavigate();
  const mayRead = useCan('relayDepot', 'READ');
  const mayCreate = useCan('relayDepot', 'CREATE');
  const list = paths.main.relayDepots.list;
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      list={list}
    >
      <RelayDepotForm
        onSaved={(depot) => {
          notifySuccess(t('form.created'));
          void navigate(paths.main.relayDepots.detail(depot.id));
        }}
        onCancel={() => void navigate(list)}
      />
    </RecordNewScreen>
  );
}
