import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Tour } from '@generated/model';
import { HistoryCard, latestOfHolder } from '@/components/layout/history-card';
import { paths } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { tourList } from '@/config/lists';

// The holder's place in the tour's visiting order, counted from 1.
const stopOf = (tour: Tour, holderId: string) =>
  [...tour.holders].sort((a, b) => a.order - b.order).findIndex((h) => h.id === holderId) + 1;

/**
 * The tours that visit a holder, for its page: the list call filtered on the holder. Nothing
 * for those who may not read tours.
 */
export function HolderTours({ holderId }: { holderId: string }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  return (
    <HistoryCard
      list={tourList}
      params={latestOfHolder(holderId, 'plannedDate')}
      skeletonLines={2}
      columns={[
        {
          header: t('history.tour'),
          cell: (tour) => (
            <Link asChild color="brand.fg">
              <RouterLink to={paths.main.tours.detail(tour.id)}>
                {tour.reference} ·{' '}
                {t('heading', { zone: tour.zone.name, depot: tour.relayDepot.name })}
              </RouterLink>
            </Link>
          ),
        },
        { header: t('columns.subcontractor'), cell: (tour) => tour.subcontractor.companyName },
        {
          header: t('history.stop'),
          nowrap: true,
          end: true,
          cell: (tour) =>
            t('history.stopOf', { n: stopOf(tour, holderId), count: tour.holders.length }),
        },
        {
          header: t('columns.plannedDate'),
          nowrap: true,
          cell: (tour) =>
            tour.plannedDate ? format.weekday(tour.plannedDate) : t('none', { ns: 'common' }),
        },
      ]}
      footer={(items, total) => (
        <>
          {total > items.length && (
            <Text fontSize="sm" color="fg.muted">
              {t('history.more', { shown: items.length, count: total })}
            </Text>
          )}
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={`${paths.main.tours.list}?${new URLSearchParams({ holderId })}`}>
              {t('history.all')}
            </RouterLink>
          </Link>
        </>
      )}
    />
  );
}
