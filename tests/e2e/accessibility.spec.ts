import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { stateFile } from './support/accounts';
import { animationsEnded, apiSettled, expect, test } from './support/fixtures';
import { signedInRoutes, signedOutRoutes } from './support/routes';

// Its tests only read: the shards of `npm run test:e2e` may split them.
test.describe.configure({ mode: 'parallel' });

// axe-core on every route, in both languages: no serious or critical violation.

const open = async (
  browser: Browser,
  watch: (page: Page) => Page,
  language: 'fr' | 'en',
  signedIn: boolean,
) => {
  const context = await browser.newContext(
    signedIn ? { storageState: stateFile('superAdmin') } : {},
  );
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return watch(await context.newPage());
};

const axe = async (page: Page, what: string) => {
  await apiSettled(page);
  // Colours are read as shown, once they have settled: a drawer still fading in, or a button
  // fading from its disabled look as the data it waited for is drawn (which a busy machine may
  // draw after the last answer's quiet time), fails the contrast check for a moment. A lasting
  // violation fails every try. One run of axe over a user's drawer (its matrix of rights) can take
  // seconds on a busy machine: ten seconds were once too few for the first.
  await expect(async () => {
    await animationsEnded(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      );
    expect(serious, `axe on ${what}`).toEqual([]);
  }).toPass({ timeout: 30_000 });
};

const check = async (page: Page, path: string) => {
  await page.goto(path);
  // A CSS locator: an open drawer hides the page's heading from the accessibility tree.
  await expect(page.locator('h1').first()).toBeVisible();
  // A record's drawer over its list: its code comes after the list's.
  if (/[?&](user|complaint)=/.test(path)) await expect(page.getByRole('dialog')).toBeVisible();
  await axe(page, path);
};

const words = {
  fr: { edit: 'Modifier', delete: 'Supprimer', menu: 'Ouvrir le menu', crumbs: "Fil d'Ariane" },
  en: { edit: 'Edit', delete: 'Delete', menu: 'Open the menu', crumbs: 'Breadcrumb' },
};

for (const language of ['fr', 'en'] as const) {
  test(`every signed-out route (${language})`, async ({ browser, watch }) => {
    const page = await open(browser, watch, language, false);
    for (const path of signedOutRoutes) await check(page, path);
    await page.context().close();
  });

  test(`every signed-in route (${language})`, async ({ browser, watch }) => {
    test.setTimeout(180_000);
    const page = await open(browser, watch, language, true);
    const routes = await signedInRoutes(page);
    for (const path of routes) await check(page, path);
    await page.context().close();
  });

  test(`every open dialog (${language})`, async ({ browser, watch }) => {
    const page = await open(browser, watch, language, true);
    const say = words[language];
    const routes = await signedInRoutes(page);
    const depot = routes.find((path) => /relay-depots\/[0-9a-f-]{36}$/.test(path))!;

    // The unsaved-changes question.
    await page.goto(depot);
    await page.getByRole('button', { name: say.edit }).click();
    await page.getByRole('textbox').first().fill('Dépôt modifié');
    await page.getByRole('navigation', { name: say.crumbs }).getByRole('link').first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page, 'the unsaved-changes question');

    // A new account's drawer, then the confirmation before deleting an account.
    await check(page, '/main/role-management/?user=new');
    const other = routes.find((path) => path.includes('?user='))!;
    await page.goto(other);
    await page.getByRole('dialog').getByRole('button', { name: say.delete }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page, 'the confirmation before deleting an account');

    // The navigation drawer of a narrow screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/main/');
    await page.getByRole('button', { name: say.menu }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe(page, 'the navigation drawer');
    await page.context().close();
  });
}
