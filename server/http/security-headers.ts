import type { MiddlewareHandler } from 'hono';

/**
 * The app's policy: scripts and styles only from the server, inline ones only with the nonce;
 * images also from the map's tile server (`tileOrigins`, from MAP_TILE_URL when the server starts).
 */
export const appPolicy = (nonce: string, tileOrigins: readonly string[] = []) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...tileOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers for every answer; the HTML page replaces the CSP with `appPolicy`. */
export const securityHeaders =
  (production: boolean): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_POLICY);
    if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
