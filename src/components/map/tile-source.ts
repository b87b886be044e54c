import { resolveTileAttribution, resolveTileUrl } from './tile-config';

/**
 * Where map tiles come from (see tile-config.ts): OpenStreetMap unless VITE_MAP_TILE_URL names
 * another server, or `none` for maps without tiles.
 */
export const mapTileUrl: string | undefined = resolveTileUrl(import.meta.env.VITE_MAP_TILE_URL);

export const mapTileAttribution: string | undefined = resolveTileAttribution(
  mapTileUrl,
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION,
);
