import { useTranslation } from 'react-i18next';
import { useGetTour } from '@generated/api/tours/tours';
import { RecordDetail } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { TourForm } from './tour-form';
import { TourSummary } from './tour-summary';

/** One tour: read-only first, edited in place by those who may. */
export function TourDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  const mayRead = useCan('tour', 'READ');
  const mayUpdate = useCan('tour', 'UPDATE');
  const query = useGetTour(id, { query: { enabled: mayRead } });
  return (
    <RecordDetail
      query={query}
      mayRead={mayRead}
      mayUpdate={mayUpdate}
      list={paths.main.routing.list}
      texts={{ ...t('detail', { returnObjects: true }), list: t('title') }}
      title={(tour) => t('heading', { zone: tour.zone.name, depot: tour.relayDepot.name })}
      note={(tour) => t('detail.updatedAt', { date: format.moment(tour.updatedAt) })}
      edit={({ record, saved, done, reload }) => (
        <TourForm tour={record} onSaved={saved} onCancel={done} onReload={reload} />
      )}
    >
      {(tour) => <TourSummary tour={tour} />}
    </RecordDetail>
  );
}
