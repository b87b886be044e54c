/**
 * Which tile server the maps use, decided once from VITE_MAP_TILE_URL: unset, OpenStreetMap's
 * standard tiles; `none`, no tiles at all (markers and lines on a plain background); anything
 * else, that URL template. Pure: the build (vite.config.ts, for the server's CSP), the app and
 * the end-to-end suite read it alike.
 */
export const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** OpenStreetMap's licence asks for this credit, linked, wherever its tiles show. */
export const openStreetMapAttribution =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors';

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
  if (configured?.trim()) return configured.trim();
  return tileUrl && tileHost(tileUrl)?.endsWith('openstreetmap.org')
    ? openStreetMapAttribution
    : undefined;
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
