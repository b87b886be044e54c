import { Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { Warehouse } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRouteMap } from '@/components/map/lazy-route-map';
import type { RouteMapStop } from '@/components/map/types';
import { isPlaced, routeLengthKm } from '../route';
import type { PickedDepot, Stop } from '../fields';
import { useFormat } from '@/lib/format';

interface TourRouteMapProps {
  depot: PickedDepot | null;
  stops: Stop[];
  height?: string;
}

/**
 * The tour on a map: its depot and its stops numbered as in the list (a stop without coordinates
 * keeps its number but stays off the map, and a note says so), with the route's rough length.
 */
export function TourRouteMap({ depot, stops, height }: TourRouteMapProps) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  const placed = useMemo(
    () =>
      stops.flatMap((stop, index): RouteMapStop[] =>
        isPlaced(stop)
          ? [{ lat: stop.lat, lng: stop.lng, name: stop.name, number: index + 1 }]
          : [],
      ),
    [stops],
  );
  const start = useMemo(
    () => depot && { lat: depot.lat, lng: depot.lng, name: depot.name },
    [depot],
  );
  const unplaced = stops.length - placed.length;

  return (
    <Stack gap="2">
      <LazyRouteMap
        depot={start ?? undefined}
        stops={placed}
        label={t('map.label')}
        height={height}
      />
      <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
        <HStack gap="1">
          <Circle size="4" bg="gray.700" color="white">
            <Warehouse size={10} aria-hidden />
          </Circle>
          {t('map.legendDepot')}
        </HStack>
        <HStack gap="1">
          <Circle size="4" bg="brand.solid" color="white" fontSize="2xs" aria-hidden>
            1
          </Circle>
          {t('map.legendStop')}
        </HStack>
      </HStack>
      {!depot && (
        <Text fontSize="sm" color="fg.muted">
          {t('map.noDepot')}
        </Text>
      )}
      {start && placed.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('map.length', { km: format.km(routeLengthKm(start, placed)) })}
        </Text>
      )}
      {unplaced > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('stops.unplaced', { count: unplaced })}
        </Text>
      )}
    </Stack>
  );
}
