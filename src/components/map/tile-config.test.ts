import { describe, expect, it } from 'vitest';
import {
  openStreetMapAttribution,
  openStreetMapTiles,
  resolveTileAttribution,
  resolveTileUrl,
  tileOrigin,
} from './tile-config';

describe('map tile configuration (VITE_MAP_TILE_URL)', () => {
  it('rule "streets by default": unset or blank means OpenStreetMap\'s standard tiles', () => {
    expect(resolveTileUrl(undefined)).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(resolveTileUrl('  ')).toBe(openStreetMapTiles);
  });

  it('rule "none turns tiles off", any other value is the tile server', () => {
    expect(resolveTileUrl('none')).toBeUndefined();
    expect(resolveTileUrl('NONE')).toBeUndefined();
    expect(resolveTileUrl('https://tiles.example.org/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.org/{z}/{x}/{y}.png',
    );
  });

  it('rule "OpenStreetMap is credited": its attribution for its tiles, the configured one otherwise', () => {
    expect(resolveTileAttribution(openStreetMapTiles, undefined)).toBe(openStreetMapAttribution);
    expect(openStreetMapAttribution).toContain('https://www.openstreetmap.org/copyright');
    expect(resolveTileAttribution('https://tiles.example.org/{z}/{x}/{y}.png', undefined)).toBe(
      undefined,
    );
    expect(resolveTileAttribution('https://tiles.example.org/{z}/{x}/{y}.png', '© Example')).toBe(
      '© Example',
    );
  });

  it('rule "the CSP allows the tile host only": the origin of the template, {s} as a wildcard', () => {
    expect(tileOrigin(openStreetMapTiles)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org:8443',
    );
    expect(tileOrigin(undefined)).toBeUndefined();
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileOrigin("https://evil.org 'unsafe-inline'/{z}.png")).toBeUndefined();
  });
});
