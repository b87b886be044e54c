import { Button, Card, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListTours } from '@generated/api/tours/tours';
import type { ListToursParams, Tour } from '@generated/model';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/format';

/** How many tours the holder's page shows, the newest planned first. */
export const holderTourCount = 5;

// The holder's place in the tour's visiting order, counted from 1.
const stopOf = (tour: Tour, holderId: string) =>
  [...tour.holders].sort((a, b) => a.order - b.order).findIndex((h) => h.id === holderId) + 1;

/**
 * The tours that visit a holder, for its page: the list call filtered on the holder. Nothing
 * for those who may not read tours.
 */
export function HolderTours({ holderId }: { holderId: string }) {
  const { t } = useTranslation('tours');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const mayRead = useCan('tour', 'READ');
  const params: ListToursParams = {
    holderId,
    limit: holderTourCount,
    sortField: 'plannedDate',
    sortOrder: 'desc',
  };
  const list = useListTours(params, { query: { enabled: mayRead } });

  if (!mayRead) return null;
  const items = list.data?.items;
  const total = list.data?.meta.totalItems ?? 0;
  const title = t('history.title');

  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {list.isError ? (
          <HStack justify="space-between" wrap="wrap" gap="2" role="alert">
            <Text color="fg.error">{t('history.error')}</Text>
            <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
              {tc('actions.retry')}
            </Button>
          </HStack>
        ) : !items ? (
          <Stack gap="2" role="status" aria-busy="true" aria-label={t('history.loading')}>
            <Skeleton height="5" />
            <Skeleton height="5" />
          </Stack>
        ) : items.length === 0 ? (
          <Text color="fg.muted">{t('history.empty')}</Text>
        ) : (
          <Stack gap="3">
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Caption srOnly>{title}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('history.tour')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('columns.subcontractor')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('history.stop')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('columns.plannedDate')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((tour) => (
                    <Table.Row key={tour.id}>
                      <Table.Cell>
                        <Link asChild color="brand.fg">
                          <RouterLink to={paths.main.routing.detail(tour.id)}>
                            {tour.reference} ·{' '}
                            {t('heading', { zone: tour.zone.name, depot: tour.relayDepot.name })}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>{tour.subcontractor.companyName}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {t('history.stopOf', {
                          n: stopOf(tour, holderId),
                          count: tour.holders.length,
                        })}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {tour.plannedDate ? format.weekday(tour.plannedDate) : t('detail.none')}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {total > items.length && (
              <Text fontSize="sm" color="fg.muted">
                {t('history.more', { shown: items.length, count: total })}
              </Text>
            )}
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={`${paths.main.routing.list}?${new URLSearchParams({ holderId })}`}>
                {t('history.all')}
              </RouterLink>
            </Link>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
