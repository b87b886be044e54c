import type { Locator, Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { expect, outboxCode, test } from './support/fixtures';

// The daily flows with the keyboard alone: every control is reached with Tab and used with
// Enter, Space, the arrows or typing. No click anywhere in this file.

/** Presses Tab until `target` has the focus; fails if it never comes. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('sign in, open a depot, edit and save it, with the keyboard alone', async ({ page }) => {
  const { login, password } = accounts.superAdmin;
  await page.goto('/auth/signin/');
  await tabTo(page, page.getByLabel('Identifiant'));
  await page.keyboard.type(login);
  await tabTo(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\/verify-otp\//);
  await tabTo(page, page.getByLabel('Code reçu'));
  await page.keyboard.type(await outboxCode(page.request, login));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/$/);

  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Dépôts relais' }),
  );
  await page.keyboard.press('Enter');
  const first = page.getByRole('table').locator('tbody tr a').first();
  await expect(first).toBeVisible();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/relay-depots\/[0-9a-f-]{36}$/);

  await tabTo(page, page.getByRole('button', { name: 'Modifier' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Nom', exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Dépôt relais au clavier');
  await tabTo(page, page.getByRole('button', { name: 'Enregistrer' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dépôt relais au clavier' }),
  ).toBeVisible();
});

test('filter a list, sort it and page through it with the keyboard alone', async ({ pageAs }) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/holders/');
  await expect(page.getByRole('table').locator('tbody tr a').first()).toBeVisible();
  await tabTo(page, page.getByRole('searchbox', { name: 'Rechercher' }));
  await page.keyboard.type('Restaurant');
  await expect(page).toHaveURL(/query=Restaurant/);
  await tabTo(page, page.getByRole('button', { name: /^Nom/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortField=name/);
  await tabTo(page, page.getByRole('button', { name: 'Page suivante' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
});
