import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';
import { Facts } from '@/components/layout/facts';
import { TableFacts, useFieldKit } from '@/components/record/field-table';
import { useFormat } from '@/lib/format';
import { shipmentSummary, type ShipmentSummarySection } from '../fields';

/** A shipment read-only: where from and to whom, transport, weights, quality, receipt. */
export function ShipmentSummary({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const format = useFormat();
  const kit = useFieldKit('shipments');
  const labels = t('fields', { returnObjects: true });
  const card = (section: ShipmentSummarySection) => (
    <DetailCard title={t(`detail.${section}`)}>
      <Facts>
        <TableFacts
          table={shipmentSummary}
          section={section}
          record={shipment}
          kit={kit}
          labels={labels}
        />
      </Facts>
    </DetailCard>
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {card('route')}
        {card('weights')}
        {card('transport')}
        {card('quality')}
        {shipment.status === 'RECEIVED' ? (
          card('receipt')
        ) : (
          <DetailCard title={t('detail.receipt')}>
            <Text color="fg.muted">{t('detail.notReceived')}</Text>
          </DetailCard>
        )}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.dateTime(shipment.updatedAt) })}
      </Text>
    </Stack>
  );
}
