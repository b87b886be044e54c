import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { mapTileAttribution, mapTileUrl as tileUrl } from '@/components/map/tile-source';
import { addTiles } from '@/components/map/tiles';
import { MapFrame, mapControls } from '@/components/map/map-frame';

interface HolderMapProps {
  lat: number;
  lng: number;
  /** What the map shows, for screen readers. */
  label: string;
}

// Drawn inline: Leaflet's default marker is an image file that bundlers lose.
const pin = L.divIcon({
  className: '',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="36" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 36 14 36s14-11.7 14-22.1C28 6.2 21.7 0 14 0z" fill="#667426"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>`,
});

/**
 * The holder's position, on OpenStreetMap's tiles by default. Without a tile server
 * (MAP_TILE_URL=none) the marker stands on a plain background and nothing is fetched; the map is then a picture, not something to pan.
 */
export default function HolderMap({ lat, lng, label }: HolderMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const interactive = !!tileUrl;
    const map = L.map(container.current!, {
      center: [lat, lng],
      zoom: 14,
      ...mapControls(interactive),
    });
    if (tileUrl) addTiles(map, tileUrl, mapTileAttribution);
    L.marker([lat, lng], { icon: pin, interactive: false, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng]);

  return <MapFrame ref={container} interactive={!!tileUrl} label={label} height="56" />;
}
