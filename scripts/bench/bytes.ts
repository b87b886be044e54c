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
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunk `key` and every chunk it imports, however deep, added to `seen`. */
export const importsOf = (manifest: Manifest, key: string, seen = new Set<string>()) => {
  if (!seen.has(key)) {
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) importsOf(manifest, imported, seen);
  }
  return seen;
};

export const routeBytes = (dist = 'dist') => {
  const manifest = readManifest(dist);
  const closure = (key: string, seen?: Set<string>) => importsOf(manifest, key, seen);
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
  // The screens the router loads (the entry's own dynamic imports), and what a screen loads on
  // demand (a record's drawer, the form behind "Edit"): each with all it loads beyond the entry.
  const routeKeys = new Set([...entry].flatMap((key) => manifest[key]!.dynamicImports ?? []));
  const chunks = Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/.*\.tsx$/.test(source))
    .map(([source]) => ({
      route: source.replace(/^.*\//, '').replace('.tsx', ''),
      source,
      own: gzipOf(source),
      gzip: sum(beyondEntry(source)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const routes = chunks.filter((chunk) => routeKeys.has(chunk.source));
  const onDemand = chunks.filter((chunk) => !routeKeys.has(chunk.source));
  return {
    manifest,
    entry,
    entryGzip: sum(entry),
    signInGzip: firstLoad('sign-in-form.tsx', 'auth-layout.tsx'),
    holdersGzip: firstLoad('holder-list-screen.tsx', 'main-layout.tsx'),
    routes,
    onDemand,
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const bytes = routeBytes();
  const over = bytes.routes.filter((route) => route.gzip > 60 * 1024);
  console.log(
    `entry ${kb(bytes.entryGzip)} KB, sign-in ${kb(bytes.signInGzip)} KB (200), holders ${kb(bytes.holdersGzip)} KB (210), ${over.length} of ${bytes.routes.length} routes over 60 KB beyond the entry`,
  );
  const print = (chunks: typeof bytes.routes) => {
    for (const chunk of chunks) {
      console.log(
        `  ${chunk.route.padEnd(32)} ${kb(chunk.own).padStart(6)} ${kb(chunk.gzip).padStart(6)}`,
      );
    }
  };
  print(bytes.routes);
  console.log('loaded on demand (a drawer, a form on "Edit"), beyond the entry:');
  print(bytes.onDemand);
}
