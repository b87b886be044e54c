import { Card, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeStatsOverdueHolders } from '@generated/model';
import { homeLinks } from '../api/home-links';
import { useFormat } from '@/lib/format';

/** The longest overdue holders, each linking to its record. */
export function OverdueList({ overdue }: { overdue: HomeStatsOverdueHolders }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const more = overdue.count - overdue.mostOverdue.length;

  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('mostOverdue.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {overdue.count === 0 ? (
          <Text color="fg.muted">{t('mostOverdue.none')}</Text>
        ) : (
          <List.Root as="ol" gap="3" listStyle="none">
            {overdue.mostOverdue.map((row) => (
              <List.Item key={row.holder.id}>
                <Stack gap="0.5">
                  <ChakraLink asChild fontWeight="medium" color="brand.fg">
                    <Link to={homeLinks.holder(row.holder.id)}>{row.holder.name}</Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.warning" fontWeight="medium">
                    {t('mostOverdue.late', { count: row.daysOverdue })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {row.holder.number} · {row.holder.city} ·{' '}
                    {row.lastCollectionDate
                      ? t('mostOverdue.lastCollection', {
                          date: format.date(row.lastCollectionDate),
                        })
                      : t('mostOverdue.neverCollected')}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
        {more > 0 && (
          <Text fontSize="sm" color="fg.muted" mt="3">
            {t('mostOverdue.more', { count: more })}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <ChakraLink asChild fontSize="sm" color="brand.fg">
          <Link to={homeLinks.overdueHolders}>{t('mostOverdue.all')}</Link>
        </ChakraLink>
      </Card.Footer>
    </Card.Root>
  );
}
