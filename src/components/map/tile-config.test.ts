import { describe, expect, it } from 'vitest';
import {
  openStreetMapAttribution,
  openStreetMapTiles,
  resolveTileAttribution,
  resolveTiles,
  resolveTileUrl,
  tileOrigin,
  tilesFromPage,
} from './tile-config';

describe('map tile configuration (MAP_TILE_URL, read when the server starts)', () => {
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

  it('rule "no tiles, no credit": `none` turns the configured credit off too', () => {
    expect(resolveTiles('none', '© Example')).toEqual({ url: undefined, attribution: undefined });
    expect(resolveTiles(undefined, undefined)).toEqual({
      url: openStreetMapTiles,
      attribution: openStreetMapAttribution,
    });
  });

  it('rule "the app draws what the server wrote into the page": the map-tiles meta tag', () => {
    const written = JSON.stringify({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(tilesFromPage(written)).toEqual({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    // Tiles turned off by the server.
    expect(tilesFromPage('{"url":null,"attribution":null}')).toEqual({
      url: undefined,
      attribution: undefined,
    });
    // No tag at all (the Vite dev server): OpenStreetMap's tiles, credited.
    expect(tilesFromPage(null)).toEqual({
      url: openStreetMapTiles,
      attribution: openStreetMapAttribution,
    });
    // A tag that cannot be read draws no tiles rather than guessing.
    expect(tilesFromPage('{url:')).toEqual({ url: undefined, attribution: undefined });
  });
});
