import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@generated/model';
import { isPlaced } from '../route';
import { tourInputOf } from '../schema';
import { DetailCard } from '@/components/layout/detail-card';
import { Fact, Facts } from '@/components/layout/facts';
import { personName } from '@/lib/format';
import { useFormat } from '@/lib/format';
import { NoCoordinatesBadge, StopNumber } from './stop-list';
import { TourRouteMap } from './tour-route-map';

/** A tour read-only: who and where, the stops in visiting order, and the route on a map. */
export function TourSummary({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  // Computed once per version of the tour: the map redraws only when the route changes.
  const { stops, relayDepot } = useMemo(() => tourInputOf(tour), [tour]);

  return (
    <Stack gap="4">
      <DetailCard title={t('sections.assignment')}>
        <Facts columns={3}>
          <Fact label={t('detail.reference')}>{tour.reference}</Fact>
          <Fact label={t('fields.plannedDate')}>
            {tour.plannedDate && format.weekday(tour.plannedDate)}
          </Fact>
          <Fact label={t('fields.zone')}>{tour.zone.name}</Fact>
          <Fact label={t('fields.relayDepot')}>
            {tour.relayDepot.name} · {tour.relayDepot.code}
          </Fact>
          <Fact label={t('fields.subcontractor')}>{tour.subcontractor.companyName}</Fact>
          <Fact label={t('fields.assignedSubcontractor')}>
            {tour.assignedSubcontractor?.companyName}
          </Fact>
          <Fact label={t('fields.driver')}>{tour.driver && personName(tour.driver)}</Fact>
          <Fact label={t('detail.createdAt')}>{format.moment(tour.createdAt)}</Fact>
        </Facts>
      </DetailCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <DetailCard title={t('sections.stops')}>
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('stops.count', { count: stops.length })}
            </Text>
            <Stack as="ol" aria-label={t('stops.list')} gap="0" listStyleType="none">
              {stops.map((stop, index) => (
                <Flex
                  as="li"
                  key={stop.id}
                  gap="3"
                  py="2"
                  align="center"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <StopNumber position={index + 1} />
                  <Text flex="1">{stop.name}</Text>
                  {!isPlaced(stop) && <NoCoordinatesBadge />}
                </Flex>
              ))}
            </Stack>
          </Stack>
        </DetailCard>
        <DetailCard title={t('sections.map')}>
          <TourRouteMap depot={relayDepot} stops={stops} height="96" />
        </DetailCard>
      </SimpleGrid>
    </Stack>
  );
}
