import { useTranslation } from 'react-i18next';
import { useGetTour } from '@generated/api/tours/tours';
import { RecordDetail, useRecordRights } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { TourForm } from './tour-form';
import { TourSummary } from './tour-summary';

/** One tour: read-only first, edited in place by those who may. */
export function TourDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  const rights = useRecordRights('tour');
  const query = useGetTour(id, { query: { enabled: rights.mayRead } });
  return (
    <RecordDetail
      {...rights}
      query={query}
      ns="tours"
      list={paths.main.routing.list}
      title={(tour) => t('heading', { zone: tour.zone.name, depot: tour.relayDepot.name })}
      note={(tour) => t('detail.updatedAt', { date: format.moment(tour.updatedAt) })}
      edit={(tour, form) => <TourForm tour={tour} {...form} />}
    >
      {(tour) => <TourSummary tour={tour} />}
    </RecordDetail>
  );
}
