import { Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListRemovalVouchers } from '@generated/api/removal-vouchers/removal-vouchers';
import type { ListRemovalVouchersParams } from '@generated/model';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { totalQuantity } from '../vouchers';
import { useFormat } from '@/lib/format';
import { DetailCard } from './detail-card';

/** How many pickups the holder's page shows; the list filtered on the holder has them all. */
export const holderVoucherCount = 5;

/**
 * A holder's latest pickups, newest first, for its page: the list call filtered on the holder
 * (the same query key prefix as the module's list, so a decision shows here at once). Nothing
 * for those who may not read vouchers.
 */
export function HolderVouchers({ holderId }: { holderId: string }) {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const mayRead = useCan('removalVoucher', 'READ');
  const params: ListRemovalVouchersParams = {
    holderId,
    limit: holderVoucherCount,
    sortField: 'removalDate',
    sortOrder: 'desc',
  };
  const list = useListRemovalVouchers(params, { query: { enabled: mayRead } });

  if (!mayRead) return null;
  const items = list.data?.items;
  const total = list.data?.meta.totalItems ?? 0;

  return (
    <DetailCard title={t('history.title')}>
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
          <Skeleton height="5" />
        </Stack>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('history.empty')}</Text>
      ) : (
        <Stack gap="3">
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Caption srOnly>{t('history.title')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('columns.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.removalDate')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('history.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((v) => (
                  <Table.Row key={v.id}>
                    <Table.Cell whiteSpace="nowrap">
                      <Link asChild color="brand.fg">
                        <RouterLink to={paths.main.removalVouchers.detail(v.id)}>
                          {v.number}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{format.day(v.removalDate)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {format.litres(totalQuantity(v.extractedTanks))}
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={v.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
            <RouterLink to={`${paths.main.removalVouchers.list}?holderId=${holderId}`}>
              {t('history.seeAll', { count: total })} <ArrowRight size={14} aria-hidden />
            </RouterLink>
          </Link>
        </Stack>
      )}
    </DetailCard>
  );
}
