import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@generated/model';
import { isPlaced } from '../route';
import { depotOf, stopsOf, tourSummary } from '../fields';
import { DetailCard } from '@/components/layout/detail-card';
import { Facts } from '@/components/layout/facts';
import { TableFacts, useFieldKit } from '@/components/record/field-table';
import { NoCoordinatesBadge, StopNumber } from './stop-list';
import { TourRouteMap } from './tour-route-map';

/** A tour read-only: who and where, the stops in visiting order, and the route on a map. */
export function TourSummary({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tours');
  const kit = useFieldKit('tours');
  // Computed once per version of the tour: the map redraws only when the route changes.
  const { stops, relayDepot } = useMemo(
    () => ({ stops: stopsOf(tour), relayDepot: depotOf(tour.relayDepot) }),
    [tour],
  );

  return (
    <Stack gap="4">
      <DetailCard title={t('sections.assignment')}>
        <Facts columns={3}>
          <TableFacts
            table={tourSummary}
            section="assignment"
            record={tour}
            kit={kit}
            labels={t('fields', { returnObjects: true })}
          />
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
