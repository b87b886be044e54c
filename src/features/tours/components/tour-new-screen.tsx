import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { TourForm } from './tour-form';

/** Creating a tour; once saved, its detail opens. */
export function TourNewScreen() {
  const { t } = useTranslation('tours');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const mayRead = useCan('tour', 'READ');
  const mayCreate = useCan('tour', 'CREATE');
  const list = paths.main.routing.list;

  if (!mayRead || !mayCreate) return <Denied />;
  return (
    <>
      <PageHeader
        title={t('newTitle')}
        crumbs={[{ label: t('title'), to: list }, { label: tc('pages.new') }]}
      />
      <TourForm
        onSaved={(tour) => {
          notifySuccess(t('form.created'));
          void navigate(paths.main.routing.detail(tour.id));
        }}
        onCancel={() => void navigate(list)}
      />
    </>
  );
}
