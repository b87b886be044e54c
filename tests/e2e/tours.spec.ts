import type { Page } from '@playwright/test';
import { apiGet, type Page as ApiPage } from './support/api';
import { expect, test } from './support/fixtures';

const choose = async (page: Page, label: string, option: RegExp) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
};
const stops = (page: Page) =>
  page.getByRole('list', { name: "Arrêts, dans l'ordre de passage" }).getByRole('listitem');

test('tour: rule "at least one holder", create from the zone\'s lists, reorder, edit, and the list shows the change', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/routing/new');
  await choose(page, 'Zone', /^Grand Tunis$/);
  await choose(page, 'Dépôt relais', /Dépôt relais La Marsa/);
  await choose(page, 'Sous-traitant', /EcoHuile Tunis/);
  await page.getByLabel(/^Date prévue/).fill('2026-12-01');
  await page.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByText('Ajoutez au moins un détenteur à la tournée')).toBeVisible();

  // Three holders of the zone, in the order they are added.
  const zoneHolders = page.getByRole('list', { name: 'Détenteurs de la zone' });
  const add = zoneHolders.getByRole('button', { name: /^Ajouter .+ à la tournée$/ });
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const button = add.nth(i);
    names.push(
      (await button.getAttribute('aria-label'))!.replace(/^Ajouter (.+) à la tournée$/, '$1'),
    );
    await button.click();
  }
  await expect(stops(page)).toHaveCount(3);
  await expect(page.getByText('Ajoutez au moins un détenteur à la tournée')).toHaveCount(0);
  // Keyboard: the last stop moves up one place.
  await page.getByRole('button', { name: `Monter ${names[2]}` }).press('Enter');
  await expect(stops(page).nth(1)).toContainText(names[2]!);

  await page.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tournée Grand Tunis · Dépôt relais La Marsa' }),
  ).toBeVisible();
  await expect(stops(page)).toHaveCount(3);
  await expect(stops(page).nth(1)).toContainText(names[2]!);
  const tourUrl = page.url();

  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('button', { name: `Retirer ${names[0]}` }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await expect(stops(page)).toHaveCount(2);
  await expect(stops(page).first()).toContainText(names[2]!);

  // The most recently changed tour, first in the list: two holders now.
  await page.goto('/main/routing/?sortField=updatedAt&sortOrder=desc');
  const first = page.getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText('Dépôt relais La Marsa');
  await expect(first.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(tourUrl);
});

test('tour map: rule "streets by default, a plain map when the tile server cannot be reached"', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  const tileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'tile.openstreetmap.org')
      tileRequests.push(request.url());
  });
  await page.goto('/main/routing/');
  await page.getByRole('table').locator('tbody tr a').first().click();
  const map = page.getByRole('region', { name: /^Carte de la tournée/ });
  await expect(map).toBeVisible();
  // The page's CSP lets the tiles be asked for (a refused one would be a console error).
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(map.locator('[data-stop-number]').first()).toBeVisible();
  // Offline (as on this machine) the tiles fail and go, the route stays on a plain background;
  // online they load, credited. Both are fine, a broken map is not.
  const state = async () =>
    (await map.getAttribute('data-tiles')) === 'unavailable'
      ? 'plain'
      : (await map.locator('img.leaflet-tile-loaded').count()) > 0
        ? 'tiles'
        : 'loading';
  await expect.poll(state).not.toBe('loading');
  if ((await state()) === 'tiles') {
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  } else {
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
  }
  await expect(map.locator('[data-stop-number]').first()).toBeVisible();
});

test('rule "a tour is its company\'s": the subcontractor edits its own company\'s tours, and only sees one another company assigned to it', async ({
  pageAs,
}) => {
  const page = await pageAs('subcontractor');
  const me = await apiGet<{ subcontractorId: string | null }>(
    page.request,
    'subcontractor',
    '/auth/current-user',
  );
  expect(me.subcontractorId).toBeTruthy();
  const { items } = await apiGet<ApiPage<{ id: string; subcontractorId: string }>>(
    page.request,
    'subcontractor',
    '/tours?limit=100',
  );
  const own = items.find((tour) => tour.subcontractorId === me.subcontractorId);
  const assigned = items.find((tour) => tour.subcontractorId !== me.subcontractorId);
  const edit = page.getByRole('button', { name: 'Modifier', exact: true });
  await page.goto(`/main/routing/${own!.id}`);
  await expect(edit).toBeVisible();
  await page.goto(`/main/routing/${assigned!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Sous-traitant assigné')).toBeVisible();
  await expect(edit).toHaveCount(0);
});
