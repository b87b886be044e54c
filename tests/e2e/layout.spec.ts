import type { Locator, Page } from '@playwright/test';
import { stateFile } from './support/accounts';
import { expect, test } from './support/fixtures';

// Every list fits a laptop and a phone: no sideways page scroll, the column staff scan for is
// on screen at 1280 px, the paging bar fits at 390 px, and filters fold behind one button there.
// LAYOUT_SHOTS=<dir> also writes a screenshot of each list (French and English) to look at.

const lists = [
  { name: 'holders', path: '/main/holders/', key: ['Statut', 'Capacité'] },
  { name: 'relay depots', path: '/main/relay-depots/', key: ['Remplissage'] },
  {
    name: 'subcontractors',
    path: '/main/subcontractors/',
    key: ['Capacité de collecte', 'Capacité des cuves'],
  },
  { name: 'tours', path: '/main/routing/', key: ['Référence', 'Prévue le', 'Détenteurs'] },
  { name: 'removal vouchers', path: '/main/removal-vouchers/', key: ['Statut'] },
  { name: 'users', path: '/main/role-management/', key: ['Rôle', 'Statut'] },
  { name: 'complaints', path: '/main/complaints', key: ['Statut'] },
];

const viewports = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

// Its tests only read: the shards of `npm run test:e2e` may split them.
test.describe.configure({ mode: 'parallel' });

test.use({ storageState: stateFile('superAdmin') });

async function open(page: Page, path: string) {
  await page.goto(path);
  // The first visit of a run waits for a cold server and the lazy screen.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').locator('tbody tr:not([aria-hidden])').first()).toBeVisible({
    timeout: 30_000,
  });
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Left and right of `locator` as seen: clipped by the table's scroll box, then the window. */
const seenBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest('[data-scroll-box]')?.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      visibleLeft: Math.max(0, scroller?.left ?? 0),
      visibleRight: Math.min(window.innerWidth, scroller?.right ?? Infinity),
    };
  });

async function expectSeen(locator: Locator, what: string) {
  const box = await seenBox(locator);
  expect(box.left, `${what} starts on screen`).toBeGreaterThanOrEqual(box.visibleLeft - 1);
  expect(box.right, `${what} ends on screen`).toBeLessThanOrEqual(box.visibleRight + 1);
}

async function shoot(page: Page, name: string, width: number) {
  const dir = process.env.LAYOUT_SHOTS;
  if (!dir) return;
  for (const language of ['fr', 'en']) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
    await expect(
      page.getByRole('table').locator('tbody tr:not([aria-hidden])').first(),
    ).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `${dir}/${name.replace(/ /g, '-')}.${language}.${width}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
}

for (const list of lists) {
  test(`${list.name} at 1280 px: no sideways page scroll, the key columns (${list.key.join(', ')}) are on screen, the filters are open`, async ({
    browser,
    watch,
  }) => {
    const context = await browser.newContext({
      viewport: viewports.laptop,
      storageState: stateFile('superAdmin'),
    });
    const page = watch(await context.newPage());
    await open(page, list.path);
    await shoot(page, list.name, viewports.laptop.width);
    await open(page, list.path);

    expect(await pageOverflow(page), 'sideways page overflow').toBeLessThanOrEqual(0);
    for (const header of list.key) {
      await expectSeen(
        page.getByRole('columnheader', { name: header, exact: true }),
        `the ${header} column`,
      );
    }
    await expect(page.getByRole('button', { name: /^Filtres/ })).toBeHidden();
    await context.close();
  });

  test(`${list.name} at 390 px: no sideways page scroll, the paging bar fits, the filters fold behind the Filtres button`, async ({
    browser,
    watch,
  }) => {
    const context = await browser.newContext({
      viewport: viewports.phone,
      storageState: stateFile('superAdmin'),
    });
    const page = watch(await context.newPage());
    await open(page, list.path);
    await shoot(page, list.name, viewports.phone.width);
    await open(page, list.path);

    expect(await pageOverflow(page), 'sideways page overflow').toBeLessThanOrEqual(0);
    const paging = page.getByRole('navigation', { name: 'Pagination' });
    await expectSeen(paging, 'the paging bar');
    await expectSeen(paging.getByRole('button', { name: 'Page suivante' }), 'the next page button');
    await expectSeen(paging.getByRole('combobox', { name: 'Lignes par page' }), 'the page size');

    // Rule: on a phone the filters fold behind one button, which opens them.
    const button = page.getByRole('button', { name: /^Filtres/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const filters = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(filters).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('combobox').first()).toBeVisible();
    expect(await pageOverflow(page), 'sideways page overflow, filters open').toBeLessThanOrEqual(0);
    await context.close();
  });
}
