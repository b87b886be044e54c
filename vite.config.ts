import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { bundleModules } from './scripts/bench/bundle-modules';
import chromiumArgs from './scripts/lib/chromium-args.json';
import { chakraGlobalCss } from './scripts/lib/chakra-global-css';
import { chakraPureFunctions } from './scripts/lib/chakra-pure-functions';
import { precompress } from './scripts/lib/precompress';

// Debian's Chromium, as in scripts/lib/chromium.ts (not imported: Vite's config loader wants
// extensions that tsc refuses). The app's build and dev server read this file too and must not
// need a browser, so a missing one fails only the story tests, naming Debian's path.
const chromium = (() => {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
})();

export default defineConfig({
  plugins: [react(), chakraGlobalCss(), bundleModules(), precompress()],
  build: {
    // dist/.vite/manifest.json: npm run bench reads the route chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8_000 },
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !id.endsWith('/src/main.tsx'),
            },
            // zod on its own: only the screens that validate load it (not a list that shares
            // the field components with the forms).
            { name: 'zod', test: /\/node_modules\/zod\// },
          ],
        },
      },
      treeshake: { manualPureFunctions: chakraPureFunctions },
    },
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  server: {
    // API_TARGET: a reference server (npm run server) instead of Prism, which serves the
    // contract's paths without the servers prefix.
    proxy: {
      '/api/v1': process.env.API_TARGET
        ? { target: process.env.API_TARGET, changeOrigin: true }
        : {
            target: 'http://127.0.0.1:4010',
            changeOrigin: true,
            rewrite: (path) => path.replace(/^\/api\/v1/, ''),
          },
    },
  },
  test: {
    // One worker per core: the default in run mode leaves one core for Vitest itself, which on
    // 2 cores is a single worker and a third of the CPU idle (unit 194 → 143 s, stories
    // 125 → 114 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./tests/vm-globals.ts', './tests/setup.ts'],
          // Each file still runs in a fresh context (globals, DOM, app modules), but the worker
          // process is not started again for every file: 194 s instead of 268 s on 2 cores.
          pool: 'vmForks',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          // Whole screens render in jsdom on 2 shared cores: allow for a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        // Every story of .storybook/main.ts rendered in Chromium, its play function and the a11y
        // check run as one test.
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        // Discovered mid-run, these make Vite re-optimise and reload the page, which fails the
        // first cold run.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@chakra-ui/react',
            '@emotion/react',
            '@tanstack/react-query',
            'react-router',
            'i18next',
            'react-i18next',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            '@faker-js/faker',
            '@faker-js/faker/locale/fr',
            'lucide-react',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'zod/mini',
            'leaflet',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
