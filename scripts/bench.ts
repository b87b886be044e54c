// npm run bench — the product's speed and size, measured in one run against the built app
// served by the reference server on a fresh database of 100,000 holders (BENCH_HOLDERS):
//   1. JS loaded (gzip) for the first load of /auth/signin/ and /main/holders/;
//   2. the size of each route chunk (gzip);
//   3. cold navigation → 100 holder rows, against a bare React page that shows the same rows
//      from the same API in a plain <table>, interleaved, median of BENCH_RUNS (10) runs, a
//      fresh browser context each; then a click on the next page → its 100 rows; and, in the
//      same runs, a cold visit of every other list, of a holder's record and of the home screen
//      until their data is shown, each against the bare page;
//   4. the holders list API, p50/p99 with 1 connection and with 10 (autocannon);
//   5. first contentful paint of /auth/signin/ and /main/holders/ (median of the cold runs);
// and writes where the bytes go, chunk by chunk and package by package, into
// scripts/bench/bundle-report.md (from dist/.vite/bundle-modules.json, see bundle-modules.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { measureApi, rssOf, startBenchServer } from '../server/scripts/bench-server';
import type { BundleModule } from './bench/bundle-modules';
import { importsOf, routeBytes } from './bench/bytes';
import { stackFloor } from './bench/floor';
import { moduleEntries } from '../src/config/modules';
import { launchChromium } from './lib/chromium';

const holders = Number(process.env.BENCH_HOLDERS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const ROWS = 'tbody tr a';
// Issue #28: against the floor of our own stack (React + Chakra + TanStack Query), measured
// side by side with ../shared/perf/compare.mjs.
const budgets = {
  firstLoadKb: 210,
  signInKb: 200,
  chunkKb: 60,
  coldRatio: 3.2,
  otherColdRatio: 3.5,
  nextRatio: 1.5,
  apiP99Ms: 30,
};

const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

// The bare page, built like the app and served under /__bench/ on the app's origin.
const bareDir = mkdtempSync(join(tmpdir(), 'oil-bare-'));
await build({
  root: resolve('scripts/bench/bare'),
  base: '/__bench/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: bareDir, emptyOutDir: true },
});

// 2. Route chunks, from the build manifest: what opening a route adds to the entry's JS, its
// own chunk and the shared chunks it imports that the entry does not (scripts/bench/bytes.ts).
const { manifest, entry, routes: chunks, onDemand } = routeBytes();

// Where the bytes go: each chunk's gzip size shared among its modules in proportion to their
// rendered length (an estimate: gzip does not compress every module alike), summed by package.
const bundleModules = JSON.parse(
  readFileSync('dist/.vite/bundle-modules.json', 'utf8'),
) as BundleModule[];
const gzipOfFile = (file: string) => gzipSync(readFileSync(join('dist', file))).length;
const ownerOf = (module: string) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inPackage) return inPackage[1]!;
  const [top, second, third] = module.split('/');
  if (top === 'generated') return `generated/${second}/${third?.split('.')[0]}`;
  if (top === 'src' && second === 'features') return `src/features/${third}`;
  return top === 'src' ? `src/${second}` : module;
};
const byOwner = (files: Iterable<string>) => {
  const owners = new Map<string, number>();
  for (const file of files) {
    const modules = bundleModules.filter((module) => module.chunk === file);
    const rendered = modules.reduce((sum, module) => sum + module.length, 0);
    const gzip = gzipOfFile(file);
    for (const module of modules) {
      const owner = ownerOf(module.module);
      owners.set(owner, (owners.get(owner) ?? 0) + (gzip * module.length) / rendered);
    }
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
};
const holdersPage = Object.keys(manifest).find((key) => key.endsWith('holder-list-screen.tsx'))!;
const holdersFirstLoad = [...new Set([...entry, ...importsOf(manifest, holdersPage)])].map(
  (key) => manifest[key]!.file,
);
const table = (rows: [string, number][]) =>
  rows.map(([name, bytes]) => `| ${name} | ${kb(bytes).toFixed(1)} |`).join('\n');
const reportFile = 'scripts/bench/bundle-report.md';
const report = `# Bundle report

Written by \`npm run bench\` from the build it measures (\`dist/.vite/manifest.json\` and
\`dist/.vite/bundle-modules.json\`). Sizes are gzip KB; a package's share of a chunk is estimated
from its modules' rendered length.

## First load of /main/holders/: the entry and what the list page imports

${holdersFirstLoad.length} chunks, ${kb(holdersFirstLoad.reduce((sum, file) => sum + gzipOfFile(file), 0)).toFixed(1)} KB gzip before translations (loaded per language and namespace).

| package or folder | KB |
| --- | ---: |
${table(byOwner(holdersFirstLoad).filter(([, bytes]) => bytes >= 100))}

## Every chunk

| chunk | KB |
| --- | ---: |
${table(
  Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map(
      (chunk) => [chunk.file.replace(/^assets\//, ''), gzipOfFile(chunk.file)] as [string, number],
    )
    .sort((a, b) => b[1] - a[1]),
)}

## Every package, over the whole build

| package or folder | KB |
| --- | ---: |
${table(byOwner(new Set(bundleModules.map((module) => module.chunk))).filter(([, bytes]) => bytes >= 100))}
`;
writeFileSync(
  reportFile,
  await format(report, { ...(await resolveConfig(reportFile)), filepath: reportFile }),
);

const floor = await stackFloor();

const server = await startBenchServer(holders, Number(process.env.BENCH_PORT ?? 3998));
const browser = await launchChromium();

// The other screens a cold visit may open, each ready once its data is shown: a list once its
// skeleton rows have made way for rows (or for its empty state), a record once its name is a
// heading, the home screen once its figures have replaced their skeletons.
const [firstHolder] = (
  (await (
    await fetch(`${server.base}/api/v1/holders?limit=1`, {
      headers: { Authorization: `Bearer ${server.token}` },
    })
  ).json()) as { items: { id: string; name: string }[] }
).items;
type Ready = { kind: 'list' } | { kind: 'record'; name: string } | { kind: 'home' };
const otherScreens: { name: string; path: string; ready: Ready }[] = [
  ...moduleEntries
    .filter(([key]) => key !== 'holders')
    .map(([key, module]) => ({
      name: `list ${key}`,
      path: module.paths.list,
      ready: { kind: 'list' } as const,
    })),
  {
    name: 'holder record',
    path: `/main/holders/${firstHolder!.id}`,
    ready: { kind: 'record', name: firstHolder!.name },
  },
  { name: 'home', path: '/main/', ready: { kind: 'home' } },
];
/** In the page: the time once `ready` holds, else false (no inner callbacks: see nextPage). */
const screenReady = (ready: Ready) => {
  if (ready.kind === 'list') {
    const shown =
      !!document.querySelector('main tbody') && !document.querySelector('tbody tr[aria-hidden]');
    return shown && performance.now();
  }
  if (ready.kind === 'home') {
    const shown =
      !!document.querySelector('main h1') && !document.querySelector('.chakra-skeleton');
    return shown && performance.now();
  }
  for (const heading of document.querySelectorAll('h1, h2')) {
    if (heading.textContent?.includes(ready.name)) return performance.now();
  }
  return false;
};

const newContext = async (browser: Browser, signedIn: boolean) => {
  const context = await browser.newContext({ baseURL: server.base });
  await context.addInitScript(
    ([token]) => {
      localStorage.setItem('language', 'fr');
      if (token) localStorage.setItem('token', token);
    },
    [signedIn ? server.token : ''],
  );
  await context.route('**/__bench/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace('/__bench/', '');
    return route.fulfill({ path: join(bareDir, path || 'index.html') });
  });
  return context;
};

/**
 * JS bytes of a first load of `path`, gzipped (level 6, as ../shared/perf/compare.mjs counts
 * them): the server sends brotli where the browser takes it, smaller, so the wire's bytes would
 * not compare with the budget's gzip.
 */
const firstLoadJs = async (
  path: string,
  signedIn: boolean,
  ready: (page: Page) => Promise<void>,
) => {
  const context = await newContext(browser, signedIn);
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      sizes.push(
        request
          .response()
          .then(async (response) =>
            response ? gzipSync(await response.body(), { level: 6 }).length : 0,
          ),
      );
    }
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total;
};

/** Milliseconds from the start of navigation to the first contentful paint of `page`. */
const firstPaint = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );

/** Milliseconds from the start of navigation to 100 rows in the DOM, and to the first paint. */
const coldRows = async (context: BrowserContext, path: string) => {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => document.querySelectorAll(selector).length >= 100 && performance.now(),
    ROWS,
    { polling: 'raf', timeout: 60_000 },
  );
  return { page, ms: (await handle.jsonValue()) as number, fcp: await firstPaint(page) };
};

/** Milliseconds from the start of navigation until `ready` holds. */
const coldScreen = async (path: string, ready: Ready) => {
  const context = await newContext(browser, true);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(screenReady, ready, {
    polling: 'raf',
    timeout: 60_000,
  });
  const ms = (await handle.jsonValue()) as number;
  await context.close();
  return ms;
};

/** First contentful paint of the sign-in page, signed out, on a cold load. */
const signInPaint = async () => {
  const context = await newContext(browser, false);
  const page = await context.newPage();
  await page.goto('/auth/signin/');
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  const fcp = await firstPaint(page);
  await context.close();
  return fcp;
};

/**
 * Milliseconds from a click on the next page to its 100 rows (told apart by their links:
 * names repeat among 100,000 holders). A string, not a function: the script runner's
 * transform would name the inner callback with a helper the page lacks.
 */
const nextPage = (page: Page) =>
  page.evaluate<number>(`new Promise((done) => {
    const rows = () => document.querySelectorAll(${JSON.stringify(ROWS)});
    const first = rows()[0]?.getAttribute('href');
    const started = performance.now();
    document.querySelector('[aria-label="Page suivante"]').click();
    const check = () => {
      const now = rows();
      if (now.length >= 100 && now[0]?.getAttribute('href') !== first) done(performance.now() - started);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);

try {
  const waitForRows = async (page: Page) => {
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length >= 10,
      ROWS,
    );
  };
  const step = (what: string) => process.stderr.write(`… ${what}\n`);
  step('first loads');
  const signInJs = await firstLoadJs('/auth/signin/', false, (page) =>
    page.getByRole('button', { name: 'Se connecter' }).waitFor(),
  );
  const holdersJs = await firstLoadJs('/main/holders/', true, waitForRows);

  step('warming up');
  // Warm the server and the database's caches before timing.
  for (const path of ['/main/holders/?limit=100', '/__bench/']) {
    const context = await newContext(browser, true);
    await coldRows(context, path);
    await context.close();
  }
  const app: number[] = [];
  const bare: number[] = [];
  const appNext: number[] = [];
  const bareNext: number[] = [];
  const appPaint: number[] = [];
  const barePaint: number[] = [];
  const signInPaints: number[] = [];
  const others = otherScreens.map(() => [] as number[]);
  for (let run = 0; run < runs; run += 1) {
    step(`run ${run + 1} of ${runs}`);
    for (const [path, cold, next, paint] of [
      ['/__bench/', bare, bareNext, barePaint],
      ['/main/holders/?limit=100', app, appNext, appPaint],
    ] as const) {
      const context = await newContext(browser, true);
      const { page, ms, fcp } = await coldRows(context, path);
      cold.push(ms);
      paint.push(fcp);
      next.push(await nextPage(page));
      await context.close();
    }
    signInPaints.push(await signInPaint());
    for (const [index, screen] of otherScreens.entries()) {
      others[index]!.push(await coldScreen(screen.path, screen.ready));
    }
  }

  console.log(`\n${holders} holders, PGlite, Chromium headless, ${runs} runs interleaved\n`);
  console.log(
    'JS loaded on a first load (gzip level 6), and the least the libraries alone load for such a page (scripts/bench/floor.ts)',
  );
  for (const [path, js, stack, budget] of [
    ['/auth/signin/', signInJs, floor.signIn, budgets.signInKb],
    ['/main/holders/', holdersJs, floor.list, budgets.firstLoadKb],
  ] as const) {
    console.log(
      `  ${path.padEnd(16)} ${kb(js).toFixed(1).padStart(6)} KB   the stack alone ${kb(stack).toFixed(1).padStart(6)} KB   budget ${budget} KB: ${verdict(kb(js) <= budget)}`,
    );
  }
  console.log(
    `\nRoute chunks (gzip): the page's own chunk, and all it loads beyond the entry; budget ${budgets.chunkKb} KB each`,
  );
  const listChunks = (list: typeof chunks, budget?: number) => {
    for (const chunk of list) {
      const over = budget !== undefined && kb(chunk.gzip) > budget;
      console.log(
        `  ${chunk.route.padEnd(30)} ${kb(chunk.own).toFixed(1).padStart(6)} KB ${kb(chunk.gzip).toFixed(1).padStart(6)} KB${over ? '   OVER BUDGET' : ''}`,
      );
    }
  };
  listChunks(chunks, budgets.chunkKb);
  console.log(
    'Loaded on demand by a screen (a record\'s drawer, the form behind "Edit"), beyond the entry',
  );
  listChunks(onDemand);
  const ratio = median(app) / median(bare);
  console.log('\nCold navigation → 100 holder rows (median)');
  console.log(`  bare React page  ${median(bare).toFixed(0).padStart(6)} ms`);
  console.log(`  the app          ${median(app).toFixed(0).padStart(6)} ms`);
  console.log(
    `  ratio            ${ratio.toFixed(2).padStart(6)} ×   budget ${budgets.coldRatio} ×: ${verdict(ratio <= budgets.coldRatio)}`,
  );
  console.log(
    `\nCold visit of the other screens → their data shown (median), against the bare page; budget ${budgets.otherColdRatio} × each`,
  );
  for (const [index, screen] of otherScreens.entries()) {
    const screenRatio = median(others[index]!) / median(bare);
    console.log(
      `  ${screen.name.padEnd(22)} ${median(others[index]!).toFixed(0).padStart(6)} ms ${screenRatio.toFixed(2).padStart(6)} ×${screenRatio > budgets.otherColdRatio ? '   OVER BUDGET' : ''}`,
    );
  }
  console.log('\nFirst contentful paint, cold (median)');
  console.log(`  /auth/signin/    ${median(signInPaints).toFixed(0).padStart(6)} ms`);
  console.log(`  /main/holders/   ${median(appPaint).toFixed(0).padStart(6)} ms`);
  console.log(`  bare React page  ${median(barePaint).toFixed(0).padStart(6)} ms`);
  console.log('\nNext page → its 100 rows (median)');
  console.log(`  bare React page  ${median(bareNext).toFixed(0).padStart(6)} ms`);
  const nextRatio = median(appNext) / median(bareNext);
  console.log(`  the app          ${median(appNext).toFixed(0).padStart(6)} ms`);
  console.log(
    `  ratio            ${nextRatio.toFixed(2).padStart(6)} ×   budget ${budgets.nextRatio} ×: ${verdict(nextRatio <= budgets.nextRatio)}`,
  );
  console.log(
    `\nHolders list API (autocannon, 1 then 10 connections, ${Number(process.env.BENCH_SECONDS ?? 10)} s each), budget p99 ${budgets.apiP99Ms} ms; server memory ${rssOf(server.pid).toFixed(0)} MB RSS`,
  );
  await measureApi(server, Number(process.env.BENCH_SECONDS ?? 10));
} finally {
  await browser.close();
  server.stop();
}
