import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { addTiles } from './tiles';

const maps: L.Map[] = [];
afterEach(() => maps.splice(0).forEach((map) => map.remove()));

const newMap = () => {
  const container = document.createElement('div');
  document.body.append(container);
  const map = L.map(container, { center: [36.8, 10.2], zoom: 12 });
  maps.push(map);
  return map;
};

const tile = () => ({ tile: document.createElement('img'), coords: new L.Point(0, 0) });

describe('map tiles', () => {
  it('rule "a plain view when tiles cannot load": the first failure before any tile removes the layer', () => {
    const map = newMap();
    const layer = addTiles(map, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', undefined);
    expect(map.hasLayer(layer)).toBe(true);
    layer.fire('tileerror', tile());
    expect(map.hasLayer(layer)).toBe(false);
    expect(map.getContainer().dataset.tiles).toBe('unavailable');
  });

  it('a tile failing after others loaded keeps the layer (one missing tile, not an offline map)', () => {
    const map = newMap();
    const layer = addTiles(map, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', undefined);
    layer.fire('tileload', tile());
    layer.fire('tileerror', tile());
    expect(map.hasLayer(layer)).toBe(true);
    expect(map.getContainer().dataset.tiles).toBeUndefined();
  });
});
