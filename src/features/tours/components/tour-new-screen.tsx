import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/components/feedback/toaster';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { TourForm } from './tour-form';

/** Creating a tour; once saved, its detail opens. */
export function TourNewScreen() {
  const { t } = useTranslation('tours');
  const navigate = useNavigate();
  const mayRead = useCan('tour', 'READ');
  const mayCreate = useCan('tour', 'CREATE');
  const list = paths.main.routing.list;
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      list={list}
    >
      <TourForm
        onSaved={(tour) => {
          notifySuccess(t('form.created'));
          void navigate(paths.main.routing.detail(tour.id));
        }}
        onCancel={() => void navigate(list)}
      />
    </RecordNewScreen>
  );
}
