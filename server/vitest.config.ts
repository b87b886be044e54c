import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server's own test project: Node, no browser setup (the app's tests/setup.ts needs a DOM).
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@generated': fileURLToPath(new URL('../generated', import.meta.url)),
      '@server': fileURLToPath(new URL('.', import.meta.url)),
    },
  },
  test: {
    name: 'server',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Test files share one module graph per worker: no module here keeps state, and loading
    // the generated schemas, the contract and PGlite's WebAssembly once per worker saves most
    // of the suite's time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
