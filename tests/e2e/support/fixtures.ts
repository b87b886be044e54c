import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Request,
} from '@playwright/test';
import { resolveTileUrl, tileOrigin } from '@/components/map/tile-config';
import { accounts, stateFile, type Account } from './accounts';

/**
 * The map's tile server, as the server under test reads it (MAP_TILE_URL). This machine may have no network:
 * a tile that fails to load is expected (the map then turns plain), any other failure is not.
 */
const tileServer = tileOrigin(resolveTileUrl(process.env.MAP_TILE_URL));
const isTileFailure = (url: string) => !!tileServer && url.startsWith(`${tileServer}/`);

/** The newest one-time code sent to `login`, from the server's development outbox. */
export async function outboxCode(request: APIRequestContext, login: string): Promise<string> {
  const response = await request.get(`/__dev/outbox?to=${encodeURIComponent(login)}`);
  expect(response.ok()).toBe(true);
  const [mail] = (await response.json()) as { code: string }[];
  if (!mail) throw new Error(`no code sent to ${login}`);
  return mail.code;
}

/**
 * Signs in through the screens: login and password, then the code from the outbox. Opens the
 * sign-in page unless a redirect already shows it.
 */
export async function signInThroughScreens(page: Page, account: Account) {
  const { login, password } = accounts[account];
  if (!page.url().includes('/auth/signin/')) await page.goto('/auth/signin/');
  await page.getByLabel('Identifiant').fill(login);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/auth\/verify-otp\//);
  await page.getByLabel('Code reçu').fill(await outboxCode(page.request, login));
  await page.getByRole('button', { name: 'Vérifier' }).click();
}

/** Waits until every finite animation of the page has ended (a spinner turns for ever). */
export async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens the menu of the button named `name` and waits until it has stopped sliding in. An item
 * pressed while it still moves is retried by Playwright, which then scrolls the page to bring
 * the item to the top; the menu follows its trigger in the sticky header between press and
 * release, the release lands on the trigger, and nothing is chosen (a CI run showed it).
 */
export async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await animationsEnded(page);
}

/** Per watched page: API requests in flight, and when the last one started or ended. */
const apiTraffic = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>();

function trackApi(page: Page) {
  const traffic = { inFlight: new Set<Request>(), changedAt: Date.now() };
  apiTraffic.set(page, traffic);
  const changed = () => (traffic.changedAt = Date.now());
  // Between a new document's request and its arrival, calls still come from the page it
  // replaces (a query refetched as the page goes): cancelled with it, and not always reported.
  let replacing = false;
  page.on('request', (request) => {
    // A new document: the calls of the one it replaces are cancelled, and Chromium does not
    // always report them as failed, so they would count as in flight for ever.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      traffic.inFlight.clear();
      replacing = true;
    }
    if (replacing || !new URL(request.url()).pathname.startsWith('/api/v1/')) return;
    traffic.inFlight.add(request);
    changed();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) replacing = false;
  });
  const done = (request: Request) => {
    if (traffic.inFlight.delete(request)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Holds the comboboxes' code back until `release` is called. */
export async function holdComboboxCode(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/combobox-field-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until a watched page has asked the API nothing for `quietMs`: every answer the screen
 * waited for has come, with whatever it shows (a toast, a refusal). Unlike the 'networkidle'
 * load state, it ignores fonts and map tiles, needs 200 ms of silence rather than 500, and also
 * holds after a navigation inside the app.
 */
export async function apiSettled(page: Page, quietMs = 200) {
  const traffic = apiTraffic.get(page);
  if (!traffic) throw new Error('apiSettled: the page is not watched');
  // What is still awaited, so that a wait that times out names the calls it waited for.
  const awaited = () =>
    traffic.inFlight.size > 0
      ? [...traffic.inFlight].map((request) => `${request.method()} ${request.url()}`)
      : Date.now() - traffic.changedAt < quietMs
        ? ['(an answer came less than quietMs ago)']
        : [];
  await expect.poll(awaited, { intervals: [50] }).toEqual([]);
}

interface Fixtures {
  /**
   * Failures this test provokes on purpose, which the browser logs as console errors: HTTP
   * statuses, or network errors such as 'ERR_CONNECTION_RESET'.
   */
  expectedHttpErrors: (number | string)[];
  /**
   * Watches a page for console errors and uncaught page errors; the test fails on any it did
   * not expect. The default page is watched already.
   */
  watch: (page: Page) => Page;
  /** A watched page signed in as `account`, on its own browser context. */
  pageAs: (account: Account) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  expectedHttpErrors: [[], { option: true }],
  watch: [
    async ({ page, expectedHttpErrors }, run) => {
      const problems: string[] = [];
      const expected = (text: string) =>
        expectedHttpErrors.some((failure) =>
          text.includes(typeof failure === 'number' ? `status of ${failure}` : failure),
        );
      const watch = (watched: Page) => {
        watched.on('console', (message) => {
          if (
            message.type() === 'error' &&
            !expected(message.text()) &&
            !isTileFailure(message.location().url)
          ) {
            problems.push(`console: ${message.text()} (${message.location().url})`);
          }
        });
        watched.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        trackApi(watched);
        return watched;
      };
      watch(page);
      await run(watch);
      expect(problems, 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  pageAs: async ({ browser, watch }, run) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await run(async (account) => {
      const context = await browser.newContext({ storageState: stateFile(account) });
      contexts.push(context);
      return watch(await context.newPage());
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
