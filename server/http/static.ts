import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { tileOrigin, type TileSettings } from '@/components/map/tile-config';
import type { AppEnv } from './context';
import { appPolicy } from './security-headers';

const NOT_BUILT = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Back-office</title>
<p>The app is not built: run <code>npm run build</code> (or <code>npm start</code>).</p></html>`;

/**
 * Emotion (under Chakra) creates its <style> tags at run time; without the page's nonce the CSP
 * drops them and the app renders unstyled. Until the app hands the nonce to an emotion cache
 * (it is in the csp-nonce meta tag), this first script gives it to every <style> element the
 * page's own scripts insert. Scripts still need the nonce: only they can create those styles.
 */
const STYLE_NONCE_SHIM = `(() => {
  const nonce = document.currentScript.nonce;
  const mark = (node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.setAttribute('nonce', nonce);
    return node;
  };
  for (const [owner, name] of [[Node, 'appendChild'], [Node, 'insertBefore'], [Element, 'append'], [Element, 'prepend']]) {
    const original = owner.prototype[name];
    owner.prototype[name] = function (node, ...rest) {
      return original.call(this, mark(node), ...rest.map(mark));
    };
  }
})();`;

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The map's tile server and its credit, from the server's settings (MAP_TILE_URL,
 * MAP_TILE_ATTRIBUTION), for the app to read (src/components/map/tile-source.ts).
 */
const tilesMeta = (tiles: TileSettings) =>
  `<meta name="map-tiles" content="${escapeAttribute(
    JSON.stringify({ url: tiles.url ?? null, attribution: tiles.attribution ?? null }),
  )}" />`;

/**
 * Every script, style and preload tag gets the per-request nonce; a meta tag carries it too,
 * and another the map's tile settings.
 */
const withNonce = (html: string, nonce: string, tiles: TileSettings) =>
  html
    .replace(/<(script|style|link)\b/g, `<$1 nonce="${nonce}"`)
    .replace(
      '<head>',
      `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />\n    ${tilesMeta(tiles)}\n    <script nonce="${nonce}">${STYLE_NONCE_SHIM}</script>`,
    );

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/__dev/');

/**
 * Serves the built app: files from dist/, and index.html for every other page path, with the
 * map's tile settings; the page may load images from the tile server and nowhere else outside
 * this server.
 */
export const staticRoutes = (distDir: string, tiles: TileSettings) => {
  const indexFile = join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT;
  const tileOrigins = [tileOrigin(tiles.url)].filter((origin) => origin !== undefined);
  const files = serveStatic<AppEnv>({
    root: distDir,
    // The build's brotli and gzip copies (scripts/lib/precompress.ts), not compressed again.
    precompressed: true,
    onFound: (path, c) => {
      c.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return new Hono<AppEnv>().get('*', async (c, next) => {
    const path = c.req.path;
    if (isApiPath(path)) return next();
    if (path !== '/' && path !== '/index.html') {
      const served = await files(c, async () => {});
      if (served) return served;
      // A missing file (it has an extension) is a 404, not the app.
      if (/\.[a-z0-9]+$/i.test(path)) return c.text('Not Found', 404);
    }
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', appPolicy(nonce, tileOrigins));
    c.header('Cache-Control', 'no-cache');
    return c.html(withNonce(indexHtml, nonce, tiles));
  });
};
