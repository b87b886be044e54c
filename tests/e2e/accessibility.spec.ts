import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { stateFile } from './support/accounts';
import { apiGet, type Page as ApiPage } from './support/api';
import { expect, test } from './support/fixtures';

// axe-core on every route, in both languages: no serious or critical violation.

const firstId = async (page: Page, list: string) =>
  (await apiGet<ApiPage<{ id: string }>>(page.request, 'superAdmin', `/${list}?limit=1`)).items[0]!
    .id;

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

const check = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
  expect(serious, `axe on ${path}`).toEqual([]);
};

const signedOutRoutes = [
  '/auth/signin/',
  '/auth/signup/',
  '/auth/forgot-password/',
  '/auth/reset-password/?token=x',
  '/auth/verify-otp/?hashedOtp=x',
];

for (const language of ['fr', 'en'] as const) {
  test(`every signed-out route (${language})`, async ({ browser, watch }) => {
    const page = await open(browser, watch, language, false);
    for (const path of signedOutRoutes) await check(page, path);
    await page.context().close();
  });

  test(`every signed-in route (${language})`, async ({ browser, watch }) => {
    test.setTimeout(180_000);
    const page = await open(browser, watch, language, true);
    const ids = {
      holders: await firstId(page, 'holders'),
      relayDepots: await firstId(page, 'relay-depots'),
      subcontractors: await firstId(page, 'subcontractors'),
      tours: await firstId(page, 'tours'),
      vouchers: await firstId(page, 'removal-vouchers'),
    };
    const routes = [
      '/main/',
      '/profile/',
      '/main/settings',
      '/main/complaints',
      '/main/role-management/',
      '/main/holders/',
      '/main/holders/new',
      `/main/holders/${ids.holders}`,
      '/main/relay-depots/',
      '/main/relay-depots/new',
      `/main/relay-depots/${ids.relayDepots}`,
      '/main/subcontractors/',
      '/main/subcontractors/new',
      `/main/subcontractors/${ids.subcontractors}`,
      '/main/routing/',
      '/main/routing/new',
      `/main/routing/${ids.tours}`,
      '/main/removal-vouchers/',
      `/main/removal-vouchers/${ids.vouchers}`,
      '/main/nulle-part',
    ];
    for (const path of routes) await check(page, path);
    await page.context().close();
  });
}
