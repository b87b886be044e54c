import { Card, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HomeStatsCollected } from '@generated/model';
import { MonthlyChart } from './monthly-chart';

/** The collected litres of the last 12 months. */
export function TrendCard({ collected }: { collected: HomeStatsCollected }) {
  const { t } = useTranslation('home');
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('trend.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('trend.subtitle')}
        </Text>
      </Card.Header>
      <Card.Body>
        <MonthlyChart months={collected.months} />
      </Card.Body>
    </Card.Root>
  );
}
