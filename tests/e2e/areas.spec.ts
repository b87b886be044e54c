import { expect, test } from './support/fixtures';

test('regions and zones: a new region, a zone serving a delegation taken from another, renamed', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/settings');
  await page.getByRole('link', { name: 'Gérer les régions et les zones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Régions et zones' })).toBeVisible();

  await page.getByRole('link', { name: 'Nouvelle région' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Littoral');
  await dialog.getByRole('button', { name: 'Créer la région' }).click();
  await expect(page.getByText('Région créée')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Littoral' })).toBeVisible();

  await page.getByRole('link', { name: 'Nouvelle zone' }).click();
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Zaghouan Sud');
  await dialog.getByRole('combobox', { name: 'Région' }).selectOption({ label: 'Littoral' });
  // Typed as a person types: every key reaches the search.
  await dialog.getByRole('combobox', { name: 'Délégations servies' }).pressSequentially('zriba');
  await page.getByRole('option', { name: 'Zriba (Zaghouan) · zone Bizerte-Zaghouan' }).click();
  await dialog.getByRole('button', { name: 'Créer la zone' }).click();
  await expect(page.getByText('Zone créée')).toBeVisible();
  const littoral = page.getByRole('region', { name: 'Littoral' });
  await expect(littoral.getByRole('row', { name: 'Zaghouan Sud 1 Zaghouan' })).toBeVisible();

  await littoral.getByRole('link', { name: 'Zaghouan Sud' }).click();
  await expect(dialog.getByText('Zriba (Zaghouan)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Zriba');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(littoral.getByRole('link', { name: 'Zriba' })).toBeVisible();
  // Bizerte-Zaghouan no longer serves Zriba.
  const nord = page.getByRole('region', { name: 'Nord' });
  await expect(nord.getByRole('row', { name: /^Bizerte-Zaghouan 19 / })).toBeVisible();
});
