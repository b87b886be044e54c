import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTour } from '@generated/api/tours/tours';
import type { Tour } from '@generated/model';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { mayChangeTour } from '@/lib/access/policy';
import { useFormat } from '@/lib/format';
import { useCaller } from '@/lib/permissions';
import { tourList } from '@/config/lists';
import { TourSummary } from './tour-summary';

// The form's code (zod, React Hook Form, the pickers) once "Edit" is chosen.
const TourForm = lazy(() => import('./tour-form').then((m) => ({ default: m.TourForm })));

/**
 * One tour: read-only first, edited in place by those who may (a company's account only on its
 * own company's tours, not on those another company assigned to it).
 */
export function TourDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  const caller = useCaller();
  const record = useRecord<Tour>(tourList, useGetTour, id);
  const tour = record.query.data;
  return (
    <RecordDetail
      {...record}
      mayUpdate={!!caller && !!tour && mayChangeTour(caller, tour)}
      title={(tour) => t('heading', { zone: tour.zone.name, depot: tour.relayDepot.name })}
      note={(tour) => t('detail.updatedAt', { date: format.moment(tour.updatedAt) })}
      edit={(tour, form) => <TourForm tour={tour} {...form} />}
      history={{ recordKind: 'tour' }}
    >
      {(tour) => <TourSummary tour={tour} />}
    </RecordDetail>
  );
}
