// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tilesFromPage } from '@/components/map/tile-config';
import { createApp } from '../app';
import { configFrom } from '../config';
import { allOperations, findOperation } from './support/contract';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

describe('HTTP conventions', () => {
  it('serves every operation of the contract', () => {
    const routes = new Set(
      h.app.routes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const paths = allOperations().map((operation) => operation.id);
    expect(paths.length).toBeGreaterThan(40);
    const missing = allOperations().filter((operation) => {
      const found = [...routes].some((route) => {
        const [method, path] = route.split(' ');
        return findOperation(method ?? '', path ?? '')?.id === operation.id;
      });
      return !found;
    });
    expect(missing.map((operation) => operation.id)).toEqual([]);
  });

  it('answers health without a session', async () => {
    const api = await h.client();
    const { data } = await api.GET('/public/health');
    expect(data?.status).toBe('ok');
  });

  it('answers 401 with the standard body, in French by default and in English on request', async () => {
    const fr = await (await h.client()).GET('/auth/current-user');
    expect(fr.error).toMatchObject({
      code: '401:UNAUTHORIZED',
      message: 'Session expirée, veuillez vous reconnecter',
      path: '/api/v1/auth/current-user',
    });
    const en = await (await h.client(undefined, 'en')).GET('/holders');
    expect(en.error?.message).toBe('Session expired please login again');
    const bogus = h.clientWithToken('tok_not-a-real-token');
    expect((await bogus.GET('/auth/current-user')).response.status).toBe(401);
  });

  it('reads Accept-Language the way browsers send it', async () => {
    const response = await h.raw('/api/v1/holders', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('Session expired please login again');
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const api = await h.client('super');
    const { error } = await api.POST('/holders', {
      body: undefined as never,
      bodySerializer: () => '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(error?.code).toBe('400:BAD_REQUEST');
    expect(JSON.stringify(error)).not.toMatch(/select|insert|stack|at /i);
  });

  it('answers an unknown API path with a 404 error body and security headers', async () => {
    const response = await h.raw('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('404:NOT_FOUND');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('exposes the development outbox only outside production', async () => {
    expect((await h.raw('/__dev/outbox')).status).toBe(200);
    const production = createApp({ ...h.deps, config: { ...h.deps.config, production: true } });
    expect((await production.request('/__dev/outbox')).status).toBe(404);
  });

  it('serves the built app with a CSP nonce and falls back to index.html for app paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    const app = createApp(h.deps, { distDir: dist });
    const page = await app.request('/main/holders/123');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain(`<script nonce="${nonce}" type="module"`);
    // The style nonce shim runs first, itself under the nonce.
    expect(html.indexOf(`<script nonce="${nonce}">(() =>`)).toBeLessThan(
      html.indexOf('type="module"'),
    );
    expect((await app.request('/robots.txt')).headers.get('x-content-type-options')).toBe(
      'nosniff',
    );
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/api/v1/nothing')).status).toBe(404);
  });

  it("serves the build's precompressed copy of an asset that the browser accepts", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'console.log("the app");'.repeat(100);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(join(dist, 'assets/app-1.js'), script);
    writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(script));
    const app = createApp(h.deps, { distDir: dist });
    const asset = (encodings: string) =>
      app.request('/assets/app-1.js', { headers: { 'Accept-Encoding': encodings } });

    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzip = await asset('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('rule "the page carries the tile server the server was started with, and img-src allows exactly its origin"', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const page = async (env: Record<string, string>) => {
      const config = {
        ...h.deps.config,
        mapTiles: configFrom({ NODE_ENV: 'test', ...env }).mapTiles,
      };
      const response = await createApp({ ...h.deps, config }, { distDir: dist }).request(
        '/main/tours/1',
      );
      const html = await response.text();
      const content = /<meta name="map-tiles" content="([^"]*)"/.exec(html)?.[1];
      return {
        html,
        imgSrc: /img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
        // What the app reads (src/components/map/tile-source.ts), entities decoded as a browser does.
        tiles: tilesFromPage(
          content?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        ),
      };
    };

    const attribution = '© <a href="https://example.org">Example\'s tiles</a>';
    const own = await page({
      MAP_TILE_URL: 'https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: attribution,
    });
    expect(own.tiles).toEqual({
      url: 'https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png',
      attribution,
    });
    expect(own.imgSrc).toBe("'self' data: blob: https://*.tiles.example.org:8443");
    // The credit's markup stays inside the attribute: nothing of it becomes a tag of the page.
    expect(own.html).not.toContain('<a href');

    // Unset: OpenStreetMap's tiles and credit.
    const standard = await page({});
    expect(standard.tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(standard.tiles.attribution).toContain('OpenStreetMap');
    expect(standard.imgSrc).toBe("'self' data: blob: https://tile.openstreetmap.org");

    // Tiles turned off: no tile server, no other origin.
    const none = await page({ MAP_TILE_URL: 'none' });
    expect(none.tiles).toEqual({ url: undefined, attribution: undefined });
    expect(none.imgSrc).toBe("'self' data: blob:");

    // Not a plain origin: the server refuses to start, naming the setting.
    expect(() => configFrom({ MAP_TILE_URL: "https://evil.org 'unsafe-inline'/{z}.png" })).toThrow(
      /^Setting MAP_TILE_URL: none, or a tile URL template/,
    );
  });
});

describe('areas', () => {
  it('lists regions with zones, zones by region, governorates and delegations with filters', async () => {
    const api = await h.client('driver');
    const regions = await api.GET('/areas/regions');
    expect(regions.data?.map((region) => [region.name, region.zones.length])).toEqual([
      ['Centre-Est', 1],
      ['Nord', 2],
    ]);
    const nord = await api.GET('/areas/zones', { params: { query: { regionId: ids.nord } } });
    expect(nord.data?.map((zone) => zone.name)).toEqual(['Cap Bon', 'Grand Tunis']);
    const search = await api.GET('/areas/delegations', { params: { query: { query: 'MARSA' } } });
    expect(search.data?.[0]?.zone?.name).toBe('Grand Tunis');
    const byGovernorate = await api.GET('/areas/delegations', {
      params: { query: { governorateId: ids.tunis, zoneId: ids.grandTunis } },
    });
    expect(byGovernorate.data?.map((delegation) => delegation.name)).toEqual([
      'Carthage',
      'La Marsa',
    ]);
    const tunis = await api.GET('/areas/governorates/{id}', {
      params: { path: { id: ids.tunis } },
    });
    expect(tunis.data?.zones?.map((zone) => zone.name)).toEqual(['Grand Tunis']);
    expect(tunis.data?.delegations).toHaveLength(2);
    const governorates = await api.GET('/areas/governorates', {
      params: { query: { query: 'sou' } },
    });
    expect(governorates.data?.map((governorate) => governorate.name)).toEqual(['Sousse']);
    for (const path of [
      '/areas/regions/{id}',
      '/areas/zones/{id}',
      '/areas/delegations/{id}',
    ] as const) {
      const missing = await api.GET(path, { params: { path: { id: ids.tunis } } });
      expect(missing.response.status, path).toBe(404);
    }
    const zone = await api.GET('/areas/zones/{id}', { params: { path: { id: ids.sahel } } });
    expect(zone.data?.region?.name).toBe('Centre-Est');
    const region = await api.GET('/areas/regions/{id}', { params: { path: { id: ids.centre } } });
    expect(region.data?.zones.map((item) => item.name)).toEqual(['Sahel']);
    const delegation = await api.GET('/areas/delegations/{id}', {
      params: { path: { id: ids.hammamet } },
    });
    expect(delegation.data?.governorate?.name).toBe('Nabeul');
  });
});
