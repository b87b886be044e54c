import { Link } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListRemovalVouchers } from '@generated/api/removal-vouchers/removal-vouchers';
import { HistoryCard, latestOfHolder } from '@/components/layout/history-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { totalQuantity } from '../vouchers';
import { useFormat } from '@/lib/format';

/**
 * A holder's latest pickups, newest first, for its page: the list call filtered on the holder
 * (the same query key prefix as the module's list, so a decision shows here at once). Nothing
 * for those who may not read vouchers.
 */
export function HolderVouchers({ holderId }: { holderId: string }) {
  const { t } = useTranslation('removalVouchers');
  const format = useFormat();
  const mayRead = useCan('removalVoucher', 'READ');
  const list = useListRemovalVouchers(latestOfHolder(holderId, 'removalDate'), {
    query: { enabled: mayRead },
  });

  if (!mayRead) return null;
  return (
    <HistoryCard
      ns="removalVouchers"
      list={list}
      skeletonLines={3}
      columns={[
        {
          header: t('columns.number'),
          nowrap: true,
          cell: (v) => (
            <Link asChild color="brand.fg">
              <RouterLink to={paths.main.removalVouchers.detail(v.id)}>{v.number}</RouterLink>
            </Link>
          ),
        },
        {
          header: t('columns.removalDate'),
          nowrap: true,
          cell: (v) => format.day(v.removalDate),
        },
        {
          header: t('history.quantity'),
          nowrap: true,
          end: true,
          cell: (v) => format.litres(totalQuantity(v.extractedTanks)),
        },
        { header: t('columns.status'), cell: (v) => <StatusBadge status={v.status} /> },
      ]}
      footer={(_, total) => (
        <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
          <RouterLink to={`${paths.main.removalVouchers.list}?holderId=${holderId}`}>
            {t('history.seeAll', { count: total })} <ArrowRight size={14} aria-hidden />
          </RouterLink>
        </Link>
      )}
    />
  );
}
