import type { Page } from '@playwright/test';
import { apiGet, type Page as ApiPage } from './support/api';
import { expect, test } from './support/fixtures';

const DENIED = "Vous n'avez actuellement pas accès à cette action";
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const modules = async (page: Page) => (await nav(page).getByRole('link').allTextContents()).sort();

test('a subcontractor sees only its modules, reads without editing, and a forbidden URL is denied', async ({
  pageAs,
}) => {
  const page = await pageAs('subcontractor');
  await page.goto('/main/');
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).toBeVisible();
  expect(await modules(page)).toEqual(
    [
      'Accueil',
      "Bons d'enlèvement",
      'Détenteurs',
      // Its own drivers, with the `driver` actions.
      'Gestion des rôles',
      'Réclamations',
      'Tournées',
    ].sort(),
  );

  for (const path of ['/main/relay-depots/', '/main/subcontractors/new', '/main/holders/new']) {
    await page.goto(path);
    await expect(page.getByText(DENIED)).toBeVisible();
  }

  await page.goto('/main/holders/');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouveau' })).toHaveCount(0);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
});

test.describe('a subcontractor among competitors', () => {
  test.use({ expectedHttpErrors: [404] });

  test("sees its own company's holders only: a competitor's in its zone is neither listed nor opened", async ({
    pageAs,
    request,
  }) => {
    const page = await pageAs('subcontractor');
    const me = await apiGet<{ subcontractorId: string; permissions: { zoneId: string } }>(
      request,
      'subcontractor',
      '/auth/current-user',
    );
    const zone = await apiGet<
      ApiPage<{ id: string; name: string; number: string; subcontractorId: string | null }>
    >(request, 'superAdmin', `/holders?zoneId=${me.permissions.zoneId}&limit=100`);
    const rival = zone.items.find(
      (holder) => holder.subcontractorId && holder.subcontractorId !== me.subcontractorId,
    )!;
    expect(rival).toBeDefined();

    await page.goto(`/main/holders/${rival.id}`);
    await expect(page.getByText('Détenteur introuvable')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(rival.name);

    // Its number, unique, finds nothing in the list.
    await page.goto(`/main/holders/?query=${encodeURIComponent(rival.number)}`);
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await expect(page.getByRole('link', { name: rival.name })).toHaveCount(0);
  });
});

test.describe('a regional manager', () => {
  test.use({ expectedHttpErrors: [403, 404] });

  test("works in their region and cannot open another region's holder", async ({
    pageAs,
    request,
  }) => {
    const page = await pageAs('manager');
    await page.goto('/main/relay-depots/');
    await expect(page.getByRole('link', { name: 'Nouveau' })).toBeVisible();

    const regions = await apiGet<{ id: string; name: string }[]>(
      request,
      'superAdmin',
      '/areas/regions',
    );
    const nord = regions.find((region) => region.name === 'Nord')!;
    const elsewhere = await apiGet<ApiPage<{ id: string; name: string }>>(
      request,
      'superAdmin',
      `/holders?regionId=${nord.id}&limit=1`,
    );
    const holder = elsewhere.items[0]!;
    await page.goto(`/main/holders/${holder.id}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(holder.name);
    await expect(page.getByText(/Détenteur introuvable|Accès refusé/)).toBeVisible();

    // Nor does the list offer it.
    await page.goto(`/main/holders/?query=${encodeURIComponent(holder.name)}`);
    await expect(page.getByRole('link', { name: holder.name })).toHaveCount(0);
  });
});
