/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Anything that may stand on the map: coordinates are optional (a holder may have none). */
export interface Placeable {
  lat?: number | null;
  lng?: number | null;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): a degree of longitude is shorter than one of latitude. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const isPlaced = <T extends Placeable>(point: T): point is T & LatLng =>
  typeof point.lat === 'number' &&
  typeof point.lng === 'number' &&
  Number.isFinite(point.lat) &&
  Number.isFinite(point.lng);

/**
 * The stops in nearest-neighbour order from `start` (the relay depot): each next stop is the
 * closest one not yet visited. Not the shortest route in general, but a good first order that a
 * planner then adjusts. Stops without coordinates cannot be placed: they keep their relative
 * order, after the others. Ties keep the earlier stop first, so the result is stable.
 */
export function nearestNeighbourOrder<T extends Placeable>(
  start: LatLng,
  stops: readonly T[],
): T[] {
  const remaining = stops.filter(isPlaced);
  const unplaced = stops.filter((stop) => !isPlaced(stop));
  const ordered: T[] = [];
  let here: LatLng = start;
  while (remaining.length > 0) {
    let best = 0;
    let bestDistance = Infinity;
    remaining.forEach((stop, index) => {
      const d = distanceKm(here, stop);
      if (d < bestDistance) {
        best = index;
        bestDistance = d;
      }
    });
    const [next] = remaining.splice(best, 1);
    ordered.push(next!);
    here = next!;
  }
  return [...ordered, ...unplaced];
}

/** Length of the route start → stops in order → start, over the stops that have coordinates. */
export function routeLengthKm(start: LatLng, stops: readonly Placeable[]): number {
  const points = [start, ...stops.filter(isPlaced), start];
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1]!, points[i]!);
  return total;
}

/** Moves the item at `from` to `to`, shifting the others; a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
