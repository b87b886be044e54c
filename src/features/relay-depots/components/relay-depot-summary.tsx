import { Link, SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RelayDepot } from '@generated/model';
import { FillGauge } from '@/components/feedback/fill-gauge';
import { DetailCard } from '@/components/layout/detail-card';
import { Fact, Facts } from '@/components/layout/facts';
import { useFormat } from '@/lib/format';

/** A depot read-only: how full it is first, then the zones it serves and how to reach it. */
export function RelayDepotSummary({ depot }: { depot: RelayDepot }) {
  const { t } = useTranslation('relayDepots');
  const format = useFormat();
  const free = Math.max(depot.capacity - depot.quantity, 0);

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
          <Facts>
            <Fact label={t('fields.email')}>
              <Link href={`mailto:${depot.email}`} color="brand.fg" wordBreak="break-all">
                {depot.email}
              </Link>
            </Fact>
            <Fact label={t('fields.phoneNumber')}>
              <Link href={`tel:${depot.phoneNumber.replace(/\s/g, '')}`} color="brand.fg">
                {depot.phoneNumber}
              </Link>
            </Fact>
          </Facts>
        </DetailCard>
        <DetailCard title={t('sections.location')}>
          <Facts>
            <Fact label={t('detail.address')}>{depot.address}</Fact>
            <Fact label={t('detail.coordinates')}>
              <Text as="span" fontVariantNumeric="tabular-nums">
                {format.coordinate(depot.lat)}, {format.coordinate(depot.lng)}
              </Text>
            </Fact>
          </Facts>
        </DetailCard>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.dateTime(depot.updatedAt) })}
      </Text>
    </Stack>
  );
}
