import { Link as ChakraLink } from '@chakra-ui/react';
import {
  CalendarClock,
  Droplets,
  FileClock,
  MessageSquareWarning,
  Route,
  Warehouse,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeStats } from '@generated/model';
import { homeLinks } from '../api/home-links';
import { useFormat } from '@/lib/format';
import { StatCard } from './stat-card';

const icon = { size: 22, strokeWidth: 1.75 } as const;

/**
 * One card per figure the answer holds; a null figure has no card. Vouchers awaiting a decision
 * are work only for those who may decide them (`mayDecide`); the others see them as information.
 */
export function FigureCards({ stats, mayDecide }: { stats: HomeStats; mayDecide: boolean }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const {
    collected,
    awaitingVouchers: awaiting,
    nearlyFullDepots: nearlyFull,
    overdueHolders: overdue,
    toursThisWeek: tours,
    complaints,
  } = stats;

  return (
    <>
      {collected && (
        <StatCard
          label={t('collected.label')}
          value={format.litres(collected.thisMonth)}
          to={homeLinks.collected(stats)}
          icon={<Droplets {...icon} />}
          detail={t('collected.detail', { month: format.monthLong(stats.monthFrom) })}
        />
      )}
      {awaiting !== null && (
        <StatCard
          label={t(mayDecide ? 'awaiting.label' : 'awaiting.infoLabel')}
          value={format.figure(awaiting)}
          to={homeLinks.awaiting}
          icon={<FileClock {...icon} />}
          detail={t(mayDecide ? 'awaiting.detail' : 'awaiting.infoDetail')}
          attention={mayDecide && awaiting > 0}
        />
      )}
      {nearlyFull !== null && (
        <StatCard
          label={t('nearlyFull.label')}
          value={format.figure(nearlyFull)}
          to={homeLinks.nearlyFull}
          icon={<Warehouse {...icon} />}
          detail={t('nearlyFull.detail')}
          attention={nearlyFull > 0}
        />
      )}
      {overdue && (
        <StatCard
          label={t('overdue.label')}
          value={format.figure(overdue.count)}
          to={homeLinks.overdueHolders}
          icon={<CalendarClock {...icon} />}
          detail={
            <>
              {t('overdue.detail')}
              {overdue.neverCollected > 0 && (
                <>
                  {' · '}
                  <ChakraLink asChild color="brand.fg">
                    <Link to={homeLinks.neverCollected}>
                      {t('overdue.neverCollected', { count: overdue.neverCollected })}
                    </Link>
                  </ChakraLink>
                </>
              )}
            </>
          }
          attention={overdue.count > 0}
        />
      )}
      {tours !== null && (
        <StatCard
          label={t('tours.label')}
          value={format.figure(tours)}
          to={homeLinks.tours(stats)}
          icon={<Route {...icon} />}
          detail={t('tours.detail', {
            from: format.dayMonth(stats.weekFrom),
            to: format.dayMonth(stats.weekTo),
          })}
        />
      )}
      {complaints && (
        <StatCard
          label={t('complaints.label')}
          value={format.figure(complaints.open)}
          to={homeLinks.openComplaints}
          icon={<MessageSquareWarning {...icon} />}
          detail={
            <ChakraLink asChild color="brand.fg">
              <Link to={homeLinks.complaintsInProgress}>
                {t('complaints.inProgress', { count: complaints.inProgress })}
              </Link>
            </ChakraLink>
          }
          attention={complaints.open > 0}
        />
      )}
    </>
  );
}
