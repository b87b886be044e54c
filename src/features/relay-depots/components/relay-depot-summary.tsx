import { SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RelayDepot } from '@generated/model';
import { FillGauge } from '@/components/feedback/fill-gauge';
import { DetailCard } from '@/components/layout/detail-card';
import { Facts } from '@/components/layout/facts';
import { TableFacts, useFieldKit } from '@/components/record/field-table';
import { useFormat } from '@/lib/format';
import { relayDepotSummary, type RelayDepotSummarySection } from '../fields';

/** A depot read-only: how full it is first, then the zones it serves and how to reach it. */
export function RelayDepotSummary({ depot }: { depot: RelayDepot }) {
  const { t } = useTranslation('relayDepots');
  const format = useFormat();
  const free = Math.max(depot.capacity - depot.quantity, 0);
  const kit = useFieldKit('relayDepots');
  const labels = t('fields', { returnObjects: true });
  const facts = (section: RelayDepotSummarySection) => (
    <TableFacts
      table={relayDepotSummary}
      section={section}
      record={depot}
      kit={kit}
      labels={labels}
    />
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DetailCard title={t('detail.stock')}>
          <Stack gap="3">
            <FillGauge
              size="lg"
              quantity={depot.quantity}
              capacity={depot.capacity}
              label={t('gauge.label')}
              warningLabel={t('gauge.warning')}
            />
            <Text fontSize="lg" fontWeight="medium">
              {t('detail.stockOf', {
                quantity: format.litres(depot.quantity),
                capacity: format.litres(depot.capacity),
              })}
            </Text>
            <Text color="fg.muted">{t('detail.free', { free: format.litres(free) })}</Text>
          </Stack>
        </DetailCard>
        <DetailCard title={t('detail.zones')}>
          {depot.zones.length === 0 ? (
            <Text color="fg.muted">{t('detail.noZones')}</Text>
          ) : (
            <Wrap gap="2" asChild>
              <ul>
                {depot.zones.map((zone) => (
                  <li key={zone.id}>
                    <Tag.Root size="lg" colorPalette="brand" variant="subtle">
                      <Tag.Label>{zone.name}</Tag.Label>
                    </Tag.Root>
                  </li>
                ))}
              </ul>
            </Wrap>
          )}
        </DetailCard>
        <DetailCard title={t('detail.contact')}>
          <Facts>{facts('contact')}</Facts>
        </DetailCard>
        <DetailCard title={t('sections.location')}>
          <Facts>{facts('location')}</Facts>
        </DetailCard>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.dateTime(depot.updatedAt) })}
      </Text>
    </Stack>
  );
}
