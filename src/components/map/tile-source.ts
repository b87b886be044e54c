/**
 * Where map tiles come from: the configured tile server (VITE_MAP_TILE_URL, for example
 * `https://tiles.example.org/{z}/{x}/{y}.png`); none means no tiles at all, and maps draw their
 * markers and lines on a plain background.
 */
export const mapTileUrl: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
