/** A place on the map, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A stop of a route, numbered in visiting order (from 1). */
export interface RouteMapStop extends MapPoint {
  number: number;
  name: string;
}

export interface RouteMapProps {
  /** Where the route starts and ends. */
  depot?: MapPoint & { name: string };
  /** The stops that have coordinates, in visiting order. */
  stops: RouteMapStop[];
  /** What the map shows, for screen readers. */
  label: string;
  /** Overrides the configured tile source (stories use it to show a failing server). */
  tileUrl?: string;
  /** A Chakra size token or a CSS length. */
  height?: string;
}
