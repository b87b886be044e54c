import { Alert, Button, Grid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetHomeStats } from '@generated/api/stats/stats';
import type { HomeStats } from '@generated/model';
import { useCurrentUser } from '@/lib/current-user';
import { cardCountOf, readableFigures, type ReadableFigures } from '../api/home-figures';
import { FigureCards } from './figure-cards';
import { OverdueList } from './overdue-list';
import { TrendCard } from './trend-card';

const cardGrid = { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } as const;

/** The home page's figures, each leading to the filtered list behind it. */
export function HomeFigures() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const readable = readableFigures(useCurrentUser());
  const cardCount = cardCountOf(readable);
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

function Figures({ stats, readable }: { stats: HomeStats; readable: ReadableFigures }) {
  const { t } = useTranslation('home');
  // A figure shows when the user may read its resource and the server computed it.
  const visible: HomeStats = {
    ...stats,
    collected: readable.vouchers ? stats.collected : null,
    awaitingVouchers: readable.vouchers ? stats.awaitingVouchers : null,
    nearlyFullDepots: readable.depots ? stats.nearlyFullDepots : null,
    overdueHolders: readable.holders ? stats.overdueHolders : null,
    toursThisWeek: readable.tours ? stats.toursThisWeek : null,
    complaints: readable.complaints ? stats.complaints : null,
  };
  const { collected, overdueHolders: overdue } = visible;

  return (
    <Stack as="section" aria-label={t('figures')} gap="4">
      <Grid templateColumns={cardGrid} gap="4">
        <FigureCards stats={visible} mayDecide={readable.decideVouchers} />
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
