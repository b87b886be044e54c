import { tilesFromPage } from './tile-config';

/**
 * Where map tiles come from, as the server wrote it into the page (see tile-config.ts):
 * OpenStreetMap unless MAP_TILE_URL names another server, or no tiles with `none`.
 */
const tiles = tilesFromPage(
  document.querySelector('meta[name="map-tiles"]')?.getAttribute('content'),
);

export const mapTileUrl: string | undefined = tiles.url;

export const mapTileAttribution: string | undefined = tiles.attribution;
