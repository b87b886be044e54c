import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './route-map.css';
import { useEffect, useRef } from 'react';
import { MapFrame, mapControls } from './map-frame';
import { mapTileAttribution, mapTileUrl } from './tile-source';
import { addTiles } from './tiles';
import type { RouteMapProps } from './types';

// The brand colour of the theme, also in route-map.css.
const brand = '#667426';

// Tunisia, for a map with nothing on it yet.
const defaultCenter: L.LatLngExpression = [34.5, 9.6];

// Drawn inline: Leaflet's default marker is an image file that bundlers lose.
const stopIcon = (number: number) =>
  L.divIcon({
    className: '',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    html: `<div data-stop-number="${number}" class="route-marker route-marker--stop">${number}</div>`,
  });

const depotIcon = L.divIcon({
  className: '',
  iconSize: [32, 32],
  iconAnchor: [16, 16],
  html: `<div data-depot class="route-marker route-marker--depot"><svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M22 8.35V20a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8.35A2 2 0 0 1 3.26 6.5l8-3.2a2 2 0 0 1 1.48 0l8 3.2A2 2 0 0 1 22 8.35Z"/><path d="M6 18h12"/><path d="M6 14h12"/><rect width="12" height="12" x="6" y="10"/></svg></div>`,
});

/**
 * A route on a map: the depot, the stops numbered in visiting order, a line from the depot
 * through every stop and a dashed one back. Everything is drawn by the browser (SVG and HTML
 * markers), so without tiles or without network the route still shows on a plain background;
 * tiles come from the configured source (OpenStreetMap unless MAP_TILE_URL says otherwise).
 */
export default function RouteMap({
  depot,
  stops,
  label,
  tileUrl = mapTileUrl,
  height = '80',
}: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(null);
  const layers = useRef<L.LayerGroup>(null);
  const interactive = !!tileUrl;

  useEffect(() => {
    const created = L.map(container.current!, {
      center: defaultCenter,
      zoom: 6,
      // SVG whatever the browser detection says: it draws where canvas cannot (tests, old GPUs).
      renderer: new L.SVG({ padding: 0.5 }),
      ...mapControls(interactive),
    });
    if (tileUrl)
      addTiles(created, tileUrl, tileUrl === mapTileUrl ? mapTileAttribution : undefined);
    map.current = created;
    layers.current = L.layerGroup().addTo(created);
    return () => {
      created.remove();
      map.current = null;
      layers.current = null;
    };
  }, [tileUrl, interactive]);

  useEffect(() => {
    const group = layers.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const points: L.LatLngTuple[] = stops.map((stop) => [stop.lat, stop.lng]);
    const start: L.LatLngTuple | undefined = depot && [depot.lat, depot.lng];
    if (start && points.length > 0) {
      L.polyline([start, ...points], { color: brand, weight: 4, opacity: 0.85 }).addTo(group);
      L.polyline([points.at(-1)!, start], {
        color: brand,
        weight: 3,
        opacity: 0.6,
        dashArray: '6 8',
      }).addTo(group);
    } else if (points.length > 1) {
      L.polyline(points, { color: brand, weight: 4, opacity: 0.85 }).addTo(group);
    }
    if (start && depot) {
      L.marker(start, {
        icon: depotIcon,
        interactive: false,
        keyboard: false,
        title: depot.name,
        zIndexOffset: 1000,
      }).addTo(group);
    }
    stops.forEach((stop) =>
      L.marker([stop.lat, stop.lng], {
        icon: stopIcon(stop.number),
        interactive: false,
        keyboard: false,
        title: `${stop.number}. ${stop.name}`,
      }).addTo(group),
    );
    const all = start ? [start, ...points] : points;
    // A hidden or unsized container (jsdom, a collapsed panel) has no zoom to fit: keep the view.
    const sized = current.getSize().x > 0 && current.getSize().y > 0;
    // No animation: a page left mid-zoom would have Leaflet finish it on a removed map
    // ("Cannot read properties of undefined (reading '_leaflet_pos')").
    if (all.length === 1) current.setView(all[0]!, 14, { animate: false });
    else if (all.length > 1 && sized) {
      current.fitBounds(all, { padding: [28, 28], maxZoom: 15, animate: false });
    }
  }, [depot, stops, tileUrl]);

  return <MapFrame ref={container} interactive={interactive} label={label} height={height} />;
}
