import { describe, expect, it } from 'vitest';
import { distanceKm, move, nearestNeighbourOrder, routeLengthKm } from './route';

const names = (stops: { name: string }[]) => stops.map((s) => s.name);

describe('rule "suggest order": nearest neighbour from the relay depot', () => {
  // On the equator a degree of longitude is about 111 km whichever way: easy to reason about.
  const depot = { lat: 0, lng: 0 };
  const a = { name: 'A', lat: 0, lng: 1 };
  const b = { name: 'B', lat: 0, lng: -1.5 };
  const c = { name: 'C', lat: 0, lng: 2 };

  it('goes each time to the closest stop not yet visited, not by distance from the depot', () => {
    // From the depot A is closest (1); from A, C (1) is closer than B (2.5); then B.
    expect(names(nearestNeighbourOrder(depot, [b, c, a]))).toEqual(['A', 'C', 'B']);
    // Sorting by distance from the depot would say A, B, C: a longer route.
    expect(routeLengthKm(depot, [a, c, b])).toBeLessThan(routeLengthKm(depot, [a, b, c]));
  });

  it('changes a naive order (the order the stops were added in)', () => {
    const added = [c, b, a];
    const suggested = nearestNeighbourOrder(depot, added);
    expect(names(suggested)).not.toEqual(names(added));
    expect(routeLengthKm(depot, suggested)).toBeLessThan(routeLengthKm(depot, added));
  });

  it('keeps stops without coordinates at the end, in the order they had', () => {
    const x = { name: 'X', lat: null, lng: null };
    const y = { name: 'Y', lat: 36.8 };
    expect(names(nearestNeighbourOrder(depot, [x, c, y, a]))).toEqual(['A', 'C', 'X', 'Y']);
  });

  it('keeps the first of two equally close stops first, and returns every stop once', () => {
    const east = { name: 'E', lat: 0, lng: 1 };
    const west = { name: 'W', lat: 0, lng: -1 };
    expect(names(nearestNeighbourOrder(depot, [west, east]))).toEqual(['W', 'E']);
    expect(nearestNeighbourOrder(depot, [])).toEqual([]);
  });

  it('measures real distances: around Tunis a degree of longitude is shorter than one of latitude', () => {
    const laMarsa = { lat: 36.8782, lng: 10.3247 };
    const north = { name: 'N', lat: 36.8782 + 0.1, lng: 10.3247 };
    const east = { name: 'E', lat: 36.8782, lng: 10.3247 + 0.11 };
    // 0.11° east (about 9.8 km) is closer than 0.1° north (about 11.1 km).
    expect(distanceKm(laMarsa, east)).toBeLessThan(distanceKm(laMarsa, north));
    expect(names(nearestNeighbourOrder(laMarsa, [north, east]))).toEqual(['E', 'N']);
    expect(distanceKm(laMarsa, north)).toBeCloseTo(11.1, 1);
  });
});

describe('move', () => {
  it('moves one item and shifts the others', () => {
    expect(move(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it was for a position outside it', () => {
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
