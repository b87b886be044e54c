import {
  Alert,
  Button,
  Grid,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
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
import { useGetHomeStats } from '../../../../generated/api/stats/stats';
import type { HomeStats } from '../../../../generated/model';
import { useCurrentUser } from '@/lib/current-user';
import { can } from '@/lib/permissions';
import { homeLinks } from '../api/home-links';
import { useHomeFormat } from '../use-home-format';
import { OverdueList } from './overdue-list';
import { StatCard } from './stat-card';
import { TrendCard } from './trend-card';

const icon = { size: 22, strokeWidth: 1.75 } as const;

/** Which figures the user may see: the ones whose resource they may READ. */
function useReadable() {
  const user = useCurrentUser();
  return {
    vouchers: can(user, 'removalVoucher', 'READ'),
    depots: can(user, 'relayDepot', 'READ'),
    holders: can(user, 'holder', 'READ'),
    tours: can(user, 'tour', 'READ'),
    complaints: can(user, 'complaint', 'READ'),
  };
}
type Readable = ReturnType<typeof useReadable>;

const cardGrid = { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } as const;

/** The home page's figures, each leading to the filtered list behind it. */
export function HomeFigures() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const readable = useReadable();
  const cardCount =
    2 * Number(readable.vouchers) +
    Number(readable.depots) +
    Number(readable.holders) +
    Number(readable.tours) +
    Number(readable.complaints);
  const stats = useGetHomeStats({ query: { enabled: cardCount > 0 } });

  if (cardCount === 0) return <Text color="fg.muted">{t('nothing')}</Text>;
  if (stats.error) {
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('error')}</Alert.Title>
          <Alert.Description>{stats.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (!stats.data) {
    return (
      <Stack gap="4" aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Grid templateColumns={cardGrid} gap="4">
          {Array.from({ length: cardCount }, (_, index) => (
            <Skeleton key={index} h="32" rounded="l3" />
          ))}
        </Grid>
        {(readable.vouchers || readable.holders) && <Skeleton h="64" rounded="l3" />}
      </Stack>
    );
  }
  return <Figures stats={stats.data} readable={readable} />;
}

function Figures({ stats, readable }: { stats: HomeStats; readable: Readable }) {
  const { t } = useTranslation('home');
  const format = useHomeFormat();
  // A figure shows when the user may read its resource and the server computed it.
  const collected = readable.vouchers ? stats.collected : null;
  const awaiting = readable.vouchers ? stats.awaitingVouchers : null;
  const nearlyFull = readable.depots ? stats.nearlyFullDepots : null;
  const overdue = readable.holders ? stats.overdueHolders : null;
  const tours = readable.tours ? stats.toursThisWeek : null;
  const complaints = readable.complaints ? stats.complaints : null;

  return (
    <Stack as="section" aria-label={t('figures')} gap="4">
      <Grid templateColumns={cardGrid} gap="4">
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
            label={t('awaiting.label')}
            value={format.count(awaiting)}
            to={homeLinks.awaiting}
            icon={<FileClock {...icon} />}
            detail={t('awaiting.detail')}
            attention={awaiting > 0}
          />
        )}
        {nearlyFull !== null && (
          <StatCard
            label={t('nearlyFull.label')}
            value={format.count(nearlyFull)}
            to={homeLinks.nearlyFull}
            icon={<Warehouse {...icon} />}
            detail={t('nearlyFull.detail')}
            attention={nearlyFull > 0}
          />
        )}
        {overdue && (
          <StatCard
            label={t('overdue.label')}
            value={format.count(overdue.count)}
            to={homeLinks.activeHolders}
            icon={<CalendarClock {...icon} />}
            detail={t('overdue.detail')}
            attention={overdue.count > 0}
          />
        )}
        {tours !== null && (
          <StatCard
            label={t('tours.label')}
            value={format.count(tours)}
            to={homeLinks.tours}
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
            value={format.count(complaints.open)}
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
      </Grid>
      {(collected || overdue) && (
        <Grid
          templateColumns={{ base: '1fr', lg: collected && overdue ? '2fr 1fr' : '1fr' }}
          gap="4"
          alignItems="start"
        >
          {collected && <TrendCard collected={collected} />}
          {overdue && <OverdueList overdue={overdue} />}
        </Grid>
      )}
    </Stack>
  );
}
