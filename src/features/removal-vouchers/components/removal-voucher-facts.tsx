import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RemovalVoucher, SubcontractorSummary } from '@generated/model';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/routes';
import { mayOpenVoucherHolder } from '@/lib/access/policy';
import { useFormat } from '@/lib/format';
import { useCan, useCaller } from '@/lib/permissions';
import { DetailCard } from '@/components/layout/detail-card';
import { Fact, Facts } from '@/components/layout/facts';

const companyLink = (company?: SubcontractorSummary) =>
  company && (
    <Link asChild color="brand.fg">
      <RouterLink to={paths.main.subcontractors.detail(company.id)}>
        {company.companyName}
      </RouterLink>
    </Link>
  );

/**
 * Who, when, how much and the decision; then what the collector and the holder wrote. The holder
 * links to its record for those who may open it.
 */
export function RemovalVoucherFacts({ voucher: v }: { voucher: RemovalVoucher }) {
  const { t } = useTranslation('removalVouchers');
  const format = useFormat();
  const caller = useCaller();
  const mayOpenDepot = useCan('relayDepot', 'READ');
  const holderLabel = v.holder ? `${v.holder.name} · ${v.holder.number}` : v.holderId;
  const depot = v.relayDepot;
  return (
    <>
      <DetailCard title={t('detail.summary')}>
        <Facts>
          <Fact label={t('detail.holder')}>
            {caller && mayOpenVoucherHolder(caller, v) ? (
              <Link asChild color="brand.fg">
                <RouterLink to={paths.main.holders.detail(v.holderId)}>{holderLabel}</RouterLink>
              </Link>
            ) : (
              holderLabel
            )}
          </Fact>
          <Fact label={t('detail.removalDate')}>{format.day(v.removalDate)}</Fact>
          <Fact label={t('detail.dueSum')}>
            <Text as="span" fontWeight="semibold">
              {format.tnd(v.dueSum)}
            </Text>
          </Fact>
          <Fact label={t('detail.subcontractor')}>{companyLink(v.subcontractor)}</Fact>
          <Fact label={t('detail.actualSubcontractor')}>{companyLink(v.actualSubcontractor)}</Fact>
          <Fact label={t('detail.relayDepot')}>
            {!depot ? (
              t('detail.noRelayDepot')
            ) : mayOpenDepot ? (
              <Link asChild color="brand.fg">
                <RouterLink to={paths.main.relayDepots.detail(depot.id)}>
                  {`${depot.name} · ${depot.code}`}
                </RouterLink>
              </Link>
            ) : (
              `${depot.name} · ${depot.code}`
            )}
          </Fact>
          <Fact label={t('detail.status')}>
            <StatusBadge status={v.status} />
          </Fact>
          <Fact label={t('detail.decisionDate')}>
            {v.decisionDate ? format.moment(v.decisionDate) : t('detail.notDecided')}
          </Fact>
          {v.decisionDate && (
            <Fact label={t('detail.decisionComment')} preLine>
              {v.decisionComment}
            </Fact>
          )}
        </Facts>
      </DetailCard>
      <DetailCard title={t('detail.notes')}>
        <Facts stacked>
          <Fact label={t('detail.comments')} preLine>
            {v.comments}
          </Fact>
          <Fact label={t('detail.observations')} preLine>
            {v.observations}
          </Fact>
        </Facts>
      </DetailCard>
    </>
  );
}
