import { Card, DataList, Link, SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelayDepot } from '@generated/model';
import { FillGauge } from '@/components/feedback/fill-gauge';
import { useFormat } from '@/lib/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A depot read-only: how full it is first, then the zones it serves and how to reach it. */
export function RelayDepotSummary({ depot }: { depot: RelayDepot }) {
  const { t } = useTranslation('relayDepots');
  const format = useFormat();
  const free = Math.max(depot.capacity - depot.quantity, 0);

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title={t('detail.stock')}>
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
        </Section>
        <Section title={t('detail.zones')}>
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
        </Section>
        <Section title={t('detail.contact')}>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.email')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={`mailto:${depot.email}`} color="brand.fg" wordBreak="break-all">
                  {depot.email}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.phoneNumber')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={`tel:${depot.phoneNumber.replace(/\s/g, '')}`} color="brand.fg">
                  {depot.phoneNumber}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Section>
        <Section title={t('sections.location')}>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.address')}</DataList.ItemLabel>
              <DataList.ItemValue>{depot.address}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.coordinates')}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums">
                {format.coordinate(depot.lat)}, {format.coordinate(depot.lng)}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Section>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.dateTime(depot.updatedAt) })}
      </Text>
    </Stack>
  );
}
