import { useTranslation } from 'react-i18next';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { TourForm } from './tour-form';

/** Creating a tour; once saved, its detail opens. */
export function TourNewScreen() {
  const { t } = useTranslation('tours');
  const mayRead = useCan('tour', 'READ');
  const mayCreate = useCan('tour', 'CREATE');
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      created={t('form.created')}
      routes={paths.main.routing}
    >
      {(done) => <TourForm {...done} />}
    </RecordNewScreen>
  );
}
