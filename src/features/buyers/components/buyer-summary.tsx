import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Buyer } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';
import { Facts } from '@/components/layout/facts';
import { TableFacts, useFieldKit } from '@/components/record/field-table';
import { useFormat } from '@/lib/format';
import { buyerSummary, type BuyerSummarySection } from '../fields';

/** A buyer read-only: who and where, then its ISCC certificate. */
export function BuyerSummary({ buyer }: { buyer: Buyer }) {
  const { t } = useTranslation('buyers');
  const format = useFormat();
  const kit = useFieldKit('buyers');
  const labels = t('fields', { returnObjects: true });
  const facts = (section: BuyerSummarySection) => (
    <TableFacts table={buyerSummary} section={section} record={buyer} kit={kit} labels={labels} />
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DetailCard title={t('detail.identity')}>
          <Facts>{facts('identity')}</Facts>
        </DetailCard>
        <DetailCard title={t('detail.certificate')}>
          <Facts>{facts('certificate')}</Facts>
        </DetailCard>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.dateTime(buyer.updatedAt) })}
      </Text>
    </Stack>
  );
}
