import type { Browser, Page } from '@playwright/test';
import { stateFile } from './support/accounts';
import { expect, test } from './support/fixtures';
import { signedInRoutes, signedOutRoutes } from './support/routes';

// Every screen, in French and in English, wide and narrow, written to tests/e2e/.screens/
// (not committed) so that anyone can look at the whole product in one place.

const viewports = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
const fileName = (path: string) =>
  path
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id')
    .replace(/\W+/g, '-')
    .replace(/^-|-$/g, '');

async function shoot(
  browser: Browser,
  watch: (page: Page) => Page,
  paths: (page: Page) => Promise<string[]>,
  signedIn: boolean,
) {
  for (const language of ['fr', 'en'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({
        viewport,
        locale: language === 'fr' ? 'fr-FR' : 'en-GB',
        ...(signedIn ? { storageState: stateFile('superAdmin') } : {}),
      });
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const page = watch(await context.newPage());
      for (const path of await paths(page)) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `tests/e2e/.screens/${language}-${size}/${fileName(path)}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  }
}

test('screenshots of every screen, French and English, wide and narrow', async ({
  browser,
  watch,
}) => {
  test.setTimeout(300_000);
  await shoot(browser, watch, () => Promise.resolve(signedOutRoutes), false);
  await shoot(browser, watch, signedInRoutes, true);
});
