import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RouteMapProps } from './types';

// Leaflet weighs as much as a whole screen: it loads only when a map is shown.
const RouteMap = lazy(() => import('./route-map'));

/** The route map, loaded on first use; a placeholder of the same size meanwhile. */
export function LazyRouteMap(props: RouteMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '80'} rounded="md" />}>
      <RouteMap {...props} />
    </Suspense>
  );
}
