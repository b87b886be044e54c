// The build's JS by route, from dist/.vite/manifest.json, gzip level 6 (as npm run bench and
// ../shared/perf/compare.mjs count): the entry, each route's chunks beyond it, and the static
// first load of the sign-in page and the holders list. `npx tsx scripts/bench/bytes.ts` after
// `npx vite build` prints them; npm run bench reads the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export const routeBytes = (dist = 'dist') => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()) => {
    if (!seen.has(key)) {
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    }
    return seen;
  };
  const gzipOf = (key: string) =>
    gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 6 }).length;
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipOf(key), 0);
  // The entry: the scripts index.html loads and preloads, and what they import.
  const entryFiles = new Set(
    [
      ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
        /(?:src|href)="\/(assets\/[^"]+\.js)"/g,
      ),
    ].map((match) => match[1]),
  );
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) {
    if (entryFiles.has(manifest[key]!.file)) closure(key, entry);
  }
  const beyondEntry = (...keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) closure(key, seen);
    return [...seen].filter((key) => !entry.has(key));
  };
  const keyOf = (suffix: string) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  // A route's screen, with the layout around it when that is a chunk of its own.
  const firstLoad = (screen: string, layout: string) =>
    sum(entry) + sum(beyondEntry(...[keyOf(screen), keyOf(layout)].filter((key) => key != null)));
  const routes = Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/.*\.tsx$/.test(source))
    .map(([source]) => ({
      route: source.replace(/^.*\//, '').replace('.tsx', ''),
      own: gzipOf(source),
      gzip: sum(beyondEntry(source)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    manifest,
    entry,
    entryGzip: sum(entry),
    signInGzip: firstLoad('sign-in-form.tsx', 'auth-layout.tsx'),
    holdersGzip: firstLoad('holder-list-screen.tsx', 'main-layout.tsx'),
    routes,
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const bytes = routeBytes();
  const over = bytes.routes.filter((route) => route.gzip > 60 * 1024);
  console.log(
    `entry ${kb(bytes.entryGzip)} KB, sign-in ${kb(bytes.signInGzip)} KB (200), holders ${kb(bytes.holdersGzip)} KB (210), ${over.length} of ${bytes.routes.length} routes over 60 KB beyond the entry`,
  );
  for (const route of bytes.routes) {
    console.log(
      `  ${route.route.padEnd(32)} ${kb(route.own).padStart(6)} ${kb(route.gzip).padStart(6)}`,
    );
  }
}
