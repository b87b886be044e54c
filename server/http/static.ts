import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';
import { appPolicy } from './security-headers';

const NOT_BUILT = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Back-office</title>
<p>The app is not built: run <code>npm start</code> (or <code>npx vite build</code>).</p></html>`;

/**
 * Every script, style and preload tag gets the per-request nonce, and a meta tag carries it for
 * the style library (emotion creates its style tags at run time and needs the same nonce).
 */
const withNonce = (html: string, nonce: string) =>
  html
    .replace(/<(script|style|link)\b/g, `<$1 nonce="${nonce}"`)
    .replace('<head>', `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/__dev/');

/** Serves the built app: files from dist/, and index.html for every other page path. */
export const staticRoutes = (distDir: string) => {
  const indexFile = join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT;
  const files = serveStatic<AppEnv>({
    root: distDir,
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
    c.header('Content-Security-Policy', appPolicy(nonce));
    c.header('Cache-Control', 'no-cache');
    return c.html(withNonce(indexHtml, nonce));
  });
};
