import {
  Badge,
  Card,
  Circle,
  DataList,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@generated/model';
import { isPlaced } from '../route';
import { tourInputOf } from '../schema';
import { personName } from '@/lib/format';
import { useFormat } from '@/lib/format';
import { TourRouteMap } from './tour-route-map';

function Fact({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useTranslation('tours');
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">
        {children ?? t('none', { ns: 'common' })}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** A titled card of a tour's screen, read-only or in its form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A tour read-only: who and where, the stops in visiting order, and the route on a map. */
export function TourSummary({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  // Computed once per version of the tour: the map redraws only when the route changes.
  const { stops, relayDepot } = useMemo(() => tourInputOf(tour), [tour]);

  return (
    <Stack gap="4">
      <Section title={t('sections.assignment')}>
        <DataList.Root
          orientation="vertical"
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }}
          gap="4"
        >
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
        </DataList.Root>
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section title={t('sections.stops')}>
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
                  <Circle
                    size="7"
                    bg="brand.solid"
                    color="white"
                    fontSize="sm"
                    fontWeight="semibold"
                  >
                    <span aria-hidden>{index + 1}</span>
                    <VisuallyHidden>{t('stops.position', { position: index + 1 })}</VisuallyHidden>
                  </Circle>
                  <Text flex="1">{stop.name}</Text>
                  {!isPlaced(stop) && (
                    <Badge size="sm" variant="outline" colorPalette="gray">
                      <MapPinOff size={12} aria-hidden /> {t('holders.noCoordinates')}
                    </Badge>
                  )}
                </Flex>
              ))}
            </Stack>
          </Stack>
        </Section>
        <Section title={t('sections.map')}>
          <TourRouteMap depot={relayDepot} stops={stops} height="96" />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
