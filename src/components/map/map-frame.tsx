import { Box } from '@chakra-ui/react';
import type { MapOptions } from 'leaflet';
import type { Ref } from 'react';

/**
 * Leaflet's controls for a map that can be panned and zoomed only with tiles under it; without
 * tiles it is a picture. The wheel never zooms: it scrolls the page.
 */
export const mapControls = (interactive: boolean): MapOptions => ({
  zoomControl: interactive,
  attributionControl: interactive,
  keyboard: interactive,
  dragging: interactive,
  scrollWheelZoom: false,
  doubleClickZoom: interactive,
  touchZoom: interactive,
  boxZoom: interactive,
});

/** The box a map is drawn in: a region to explore with tiles, a picture without. */
export function MapFrame({
  ref,
  interactive,
  label,
  height,
}: {
  ref: Ref<HTMLDivElement>;
  interactive: boolean;
  label: string;
  height: string;
}) {
  return (
    <Box
      ref={ref}
      role={interactive ? 'region' : 'img'}
      aria-label={label}
      height={height}
      rounded="md"
      borderWidth="1px"
      overflow="hidden"
      // A faint grid reads as "map" on the plain background; twice the class to beat Leaflet's.
      css={{
        '&&': {
          bg: 'bg.muted',
          backgroundImage:
            'linear-gradient(var(--chakra-colors-border) 1px, transparent 1px), linear-gradient(90deg, var(--chakra-colors-border) 1px, transparent 1px)',
          backgroundSize: '32px 32px',
          zIndex: 0,
        },
      }}
    />
  );
}
