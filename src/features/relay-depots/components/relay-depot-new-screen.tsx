import { useTranslation } from 'react-i18next';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { RelayDepotForm } from './relay-depot-form';

/** Creating a depot; once saved, its detail opens. */
export function RelayDepotNewScreen() {
  const { t } = useTranslation('relayDepots');
  const mayRead = useCan('relayDepot', 'READ');
  const mayCreate = useCan('relayDepot', 'CREATE');
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      created={t('form.created')}
      routes={paths.main.relayDepots}
    >
      {(done) => <RelayDepotForm {...done} />}
    </RecordNewScreen>
  );
}
