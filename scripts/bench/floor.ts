// The stack's floor in bytes: the least JS a page of the product can load, whatever the product's
// own code. scripts/bench/floor/ holds a sign-in page and a list page made of the libraries the
// product is built on (React, React Router, Chakra UI with the product's theme, TanStack Query,
// i18next; React Hook Form and Zod Mini for the form), used as the product's pages use them and
// with none of its code, built as the app is built (Chakra's pure functions). What a first load
// carries beyond it is the product's own. `npx tsx scripts/bench/floor.ts` prints it; npm run
// bench prints it beside the first loads.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chakraPureFunctions } from '../lib/chakra-pure-functions';
import { importsOf, readManifest } from './bytes';

const pages = { signIn: 'sign-in.html', list: 'list.html' } as const;

/** Gzip bytes (level 6) of the JS each floor page loads. */
export const stackFloor = async () => {
  const root = resolve('scripts/bench/floor');
  const outDir = mkdtempSync(join(tmpdir(), 'oil-floor-'));
  await build({
    root,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // A page's libraries are over Vite's 500 KB warning: they are what is measured.
      chunkSizeWarningLimit: 1_000,
      rolldownOptions: {
        input: Object.values(pages).map((page) => join(root, page)),
        treeshake: { manualPureFunctions: chakraPureFunctions },
      },
    },
  });
  const manifest = readManifest(outDir);
  const gzipOf = (page: string) =>
    [...importsOf(manifest, page)].reduce(
      (sum, key) =>
        sum + gzipSync(readFileSync(join(outDir, manifest[key]!.file)), { level: 6 }).length,
      0,
    );
  return { signIn: gzipOf(pages.signIn), list: gzipOf(pages.list) };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const floor = await stackFloor();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`the stack alone: sign-in ${kb(floor.signIn)} KB, list ${kb(floor.list)} KB`);
}
