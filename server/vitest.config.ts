import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server's own test project: Node, no browser setup (the app's tests/setup.ts needs a DOM).
export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
