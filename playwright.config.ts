import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';

// The product as staff use it: the built app served by the reference server, on a database
// seeded afresh for the run (tests/e2e/support/server.sh), in Debian's Chromium.
// `npm run test:e2e` runs two shards side by side, each with its own server and database on its
// own port (tests/e2e/support/shards.sh): most of a browser test is waiting, so two halves on 2
// cores take little more than one.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `tests/e2e/.results/${port}`,
  // One database per shard: within a shard, tests run one after the other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `tests/e2e/.report/${port}` }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    // Recording a trace of every test costs about a fifth of the suite's time on 2 cores, for the
    // few that fail: a failure keeps its screenshot and page snapshot, and `--trace on` records
    // traces when investigating one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
  },
  projects: [
    // Its teardown runs once every journey of the run is over: the server log check.
    { name: 'setup', testMatch: /.*\.setup\.ts/, teardown: 'server log' },
    { name: 'server log', testMatch: /server-log\.teardown\.ts/ },
    // The screenshots of every screen only produce files: `npm run screenshots`, not `npm test`.
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [/.*\.setup\.ts/, /screens\.spec\.ts/],
    },
    { name: 'screens', dependencies: ['setup'], testMatch: /screens\.spec\.ts/ },
  ],
  webServer: {
    command: `bash tests/e2e/support/server.sh ${port}`,
    url: `${baseURL}/api/v1/public/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
