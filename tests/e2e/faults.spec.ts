import type { Page, Route } from '@playwright/test';
import { apiGet, type Page as ApiPage } from './support/api';
import { expect, test } from './support/fixtures';

// What staff see when the network or the server fails: a clear message, what they typed kept,
// and a retry that works once the fault is gone. (Timings belong to the benchmarks.)

const GENERIC = "Une erreur s'est produite, veuillez réessayer plus tard";
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      message: 'Le serveur est indisponible',
      code: '500:INTERNAL_SERVER_ERROR',
      path: new URL(route.request().url()).pathname,
      date: new Date().toISOString(),
    }),
  });

const depotPath = async (page: Page) => {
  const depots = await apiGet<ApiPage<{ id: string; name: string }>>(
    page.request,
    'superAdmin',
    '/relay-depots?limit=1&sortField=name',
  );
  return { path: `/main/relay-depots/${depots.items[0]!.id}`, name: depots.items[0]!.name };
};

const editName = async (page: Page, path: string, name: string) => {
  await page.goto(path);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await field(page, 'Nom').fill(name);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
};

test.describe('a failing save', () => {
  test.use({ expectedHttpErrors: [500, 'ERR_CONNECTION_RESET'] });

  test('an aborted request: the message shows, the input stays, and a retry saves', async ({
    pageAs,
  }) => {
    const page = await pageAs('superAdmin');
    const { path } = await depotPath(page);
    await page.route('**/api/v1/relay-depots/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.fallback(),
    );
    await page.goto(path);
    await page.getByRole('button', { name: 'Modifier' }).click();
    await field(page, 'Nom').fill('Dépôt relais (coupure réseau)');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(GENERIC).first()).toBeVisible();
    // (One automatic retry after 300 ms comes first: the mutator's tests prove it.)
    await expect(field(page, 'Nom')).toHaveValue('Dépôt relais (coupure réseau)');

    await page.unroute('**/api/v1/relay-depots/*');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dépôt relais (coupure réseau)' }),
    ).toBeVisible();
  });

  test("a 500: the server's message shows, the input stays, and a retry saves", async ({
    pageAs,
  }) => {
    const page = await pageAs('superAdmin');
    const { path } = await depotPath(page);
    await page.route('**/api/v1/relay-depots/*', (route) =>
      route.request().method() === 'PATCH' ? serverError(route) : route.fallback(),
    );
    await editName(page, path, 'Dépôt relais (panne serveur)');
    await expect(page.getByText('Le serveur est indisponible').first()).toBeVisible();
    await expect(field(page, 'Nom')).toHaveValue('Dépôt relais (panne serveur)');
    await page.unroute('**/api/v1/relay-depots/*');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dépôt relais (panne serveur)' }),
    ).toBeVisible();
  });
});

test('a slow answer: the button shows the save under way at once and cannot be pressed twice', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  const { path } = await depotPath(page);
  let patches = 0;
  await page.route('**/api/v1/relay-depots/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    patches += 1;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return route.fallback();
  });
  await editName(page, path, 'Dépôt relais (réseau lent)');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled({ timeout: 1000 });
  await save.click({ force: true });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dépôt relais (réseau lent)' }),
  ).toBeVisible();
  expect(patches).toBe(1);
});

test.describe('a failing list', () => {
  test.use({ expectedHttpErrors: [500] });

  test('shows an error with a retry that brings the rows', async ({ pageAs }) => {
    const page = await pageAs('superAdmin');
    await page.route('**/api/v1/holders?*', serverError);
    await page.goto('/main/holders/');
    await expect(page.getByText('Le serveur est indisponible').first()).toBeVisible();
    await page.unroute('**/api/v1/holders?*');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  });
});

test.describe('session and concurrency', () => {
  test.use({ expectedHttpErrors: [401, 412] });

  test('a 401:UNAUTHORIZED mid-session signs the user out cleanly', async ({ pageAs }) => {
    const page = await pageAs('superAdmin');
    await page.goto('/main/holders/');
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await page.route('**/api/v1/relay-depots?*', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Session expirée, veuillez vous reconnecter',
          code: '401:UNAUTHORIZED',
          path: '/api/v1/relay-depots',
          date: new Date().toISOString(),
        }),
      }),
    );
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Dépôts relais' })
      .click();
    await expect(page).toHaveURL(/\/auth\/signin\//);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('two people edit one depot: the second save is refused (412) and its edits stay', async ({
    pageAs,
  }) => {
    const first = await pageAs('superAdmin');
    const second = await pageAs('superAdmin');
    const { path } = await depotPath(first);
    for (const page of [first, second]) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Modifier' }).click();
    }
    await field(first, 'Nom').fill('Dépôt relais (version A)');
    await first.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      first.getByRole('heading', { level: 1, name: 'Dépôt relais (version A)' }),
    ).toBeVisible();

    await field(second, 'Nom').fill('Dépôt relais (version B)');
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(second.getByText('Ce dépôt a été modifié entre-temps')).toBeVisible();
    await expect(field(second, 'Nom')).toHaveValue('Dépôt relais (version B)');
  });
});
