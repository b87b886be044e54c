import type { Page } from '@playwright/test';
import type { Account } from './support/accounts';
import { apiSettled, expect, test } from './support/fixtures';

// Rule: no screen calls what the role may not read. A normal visit of every screen the role's
// menu offers (list, first record, new form, edit form, and home, profile, settings) gets no
// 401 or 403 from the API and shows no toast: a refused call would show "Vous n'avez
// actuellement pas accès à cette action" to someone who did nothing wrong.

// Its tests only read: the shards of `npm run test:e2e` may split them.
test.describe.configure({ mode: 'parallel' });

const TOAST = '[data-scope="toast"][data-part="root"]';

/** Every toast the page ever shows, even one gone before the test looks. */
async function recordToasts(page: Page) {
  await page.addInitScript((selector) => {
    const seen = new WeakSet<Element>();
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll(selector)) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        // Its text renders with it or just after.
        setTimeout(() => shown.push(toast.textContent || '(empty toast)'), 50);
      }
    }).observe(document, { childList: true, subtree: true });
  }, TOAST);
}

const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? []);

/** The API calls the server refused, as "403 GET /api/v1/…". */
function recordRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/v1/') && [401, 403].includes(response.status())) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return refused;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await apiSettled(page);
  // A toast created by the last answer has its text read 50 ms later.
  await page.waitForTimeout(150);
}

const roles: { account: Account; role: string }[] = [
  { account: 'superAdmin', role: 'SUPER_ADMIN' },
  { account: 'admin', role: 'ADMIN' },
  { account: 'manager', role: 'REGIONAL_MANAGER' },
  { account: 'subcontractor', role: 'SUBCONTRACTOR' },
  { account: 'driver', role: 'DRIVER' },
];

for (const { account, role } of roles) {
  test(`${role}: every screen of the menu is visited without a refused call or a toast`, async ({
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const page = await pageAs(account);
    await recordToasts(page);
    const refused = recordRefusals(page);
    const problems: string[] = [];
    let visited = 0;

    /** Checks what happened on the screen reached by `reach`, under `name`. */
    const visit = async (name: string, reach: () => Promise<unknown>) => {
      const before = refused.length;
      await page.evaluate(() => {
        const shown = (window as unknown as { shownToasts?: string[] }).shownToasts;
        shown?.splice(0);
      });
      await reach();
      await settle(page);
      visited += 1;
      for (const call of refused.slice(before)) problems.push(`${name} (${page.url()}): ${call}`);
      for (const toast of await shownToasts(page)) {
        problems.push(`${name} (${page.url()}): toast "${toast}"`);
      }
    };

    await visit('home', () => page.goto('/main/'));
    const modules = await nav(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    await visit('profile', () => page.goto('/profile/'));
    await visit('settings', () => page.goto('/main/settings'));

    for (const module of modules.filter((href) => href !== '/main/')) {
      await visit(`${module} list`, () => page.goto(module));
      const create = page.getByRole('link', { name: 'Nouveau', exact: true });
      if (await create.count()) {
        await visit(`${module} new`, () => create.click());
        await visit(`${module} list again`, () => page.goto(module));
      }
      const first = page.getByRole('table').getByRole('link').first();
      if (!(await first.count())) continue;
      await visit(`${module} first record`, () => first.click());
      const edit = page.getByRole('button', { name: 'Modifier', exact: true });
      if (await edit.count()) await visit(`${module} edit`, () => edit.first().click());
    }

    expect(visited).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
}
