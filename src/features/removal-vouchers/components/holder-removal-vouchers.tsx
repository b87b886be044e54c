import { Link } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HistoryCard, latestOfHolder } from '@/components/layout/history-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/routes';
import { removalVoucherList } from '@/config/lists';
import { totalQuantity } from '../removal-vouchers';
import { useFormat } from '@/lib/format';

/**
 * A holder's latest pickups, newest first, for its page: the list filtered on the holder (a
 * decision shows here at once). Nothing for those who may not read vouchers.
 */
export function HolderRemovalVouchers({ holderId }: { holderId: string }) {
  const { t } = useTranslation('removalVouchers');
  const format = useFormat();
  return (
    <HistoryCard
      list={removalVoucherList}
      params={latestOfHolder(holderId, 'removalDate')}
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
