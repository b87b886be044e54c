/**
 * Which tile server the maps use, decided when the server starts from MAP_TILE_URL: unset,
 * OpenStreetMap's standard tiles; `none`, no tiles at all (markers and lines on a plain
 * background); anything else, that URL template. The server writes the result into the page
 * (`<meta name="map-tiles">`, server/http/static.ts) and allows its origin in img-src; the app
 * reads it there (tile-source.ts). Pure: the server, the app and the end-to-end suite read it
 * alike.
 */
export const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** OpenStreetMap's licence asks for this credit, linked, wherever its tiles show. */
export const openStreetMapAttribution =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors';

/** The tile URL template (none: no tiles) and the credit shown with the tiles. */
export interface TileSettings {
  url: string | undefined;
  attribution: string | undefined;
}

export function resolveTileUrl(configured: string | undefined): string | undefined {
  const value = configured?.trim();
  if (!value) return openStreetMapTiles;
  if (value.toLowerCase() === 'none') return undefined;
  return value;
}

/** The credit shown with the tiles: OpenStreetMap's for its servers, else the configured one. */
export function resolveTileAttribution(
  tileUrl: string | undefined,
  configured: string | undefined,
): string | undefined {
  if (!tileUrl) return undefined;
  if (configured?.trim()) return configured.trim();
  return tileHost(tileUrl)?.endsWith('openstreetmap.org') ? openStreetMapAttribution : undefined;
}

/** The settings from MAP_TILE_URL and MAP_TILE_ATTRIBUTION as the server reads them. */
export function resolveTiles(url: string | undefined, attribution: string | undefined) {
  const resolved = resolveTileUrl(url);
  return { url: resolved, attribution: resolveTileAttribution(resolved, attribution) };
}

/**
 * The settings the server wrote into the page (the map-tiles meta tag's content). A page
 * without the tag (the Vite dev server, which has no server settings) gets OpenStreetMap's
 * tiles; a tag that cannot be read, none.
 */
export function tilesFromPage(content: string | null | undefined): TileSettings {
  if (content === null || content === undefined) return resolveTiles(undefined, undefined);
  try {
    const value = JSON.parse(content) as { url?: unknown; attribution?: unknown };
    const text = (field: unknown) => (typeof field === 'string' && field ? field : undefined);
    const url = text(value.url);
    return { url, attribution: url ? text(value.attribution) : undefined };
  } catch {
    return { url: undefined, attribution: undefined };
  }
}

const tileHost = (tileUrl: string) => /^https?:\/\/([^/:?#]+)/i.exec(tileUrl)?.[1]?.toLowerCase();

/**
 * The origin to allow in the page's img-src for `tileUrl` (scheme, host, port), `{s}`
 * subdomains as a wildcard; none when the URL is not an absolute http(s) one.
 */
export function tileOrigin(tileUrl: string | undefined): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl ?? '');
  if (!match) return undefined;
  const host = match[2]!.toLowerCase().replace(/\{s\}/g, '*');
  return /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)
    ? `${match[1]!.toLowerCase()}://${host}`
    : undefined;
}
