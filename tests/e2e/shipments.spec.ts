import { expect, test } from './support/fixtures';

const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('shipment: a buyer created, a shipment planned, dispatched with its numbered declaration, then received', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/buyers/new');
  await field(page, 'Nom').fill('Nordic Renewables AB');
  await field(page, 'Pays').fill('se');
  await field(page, 'Adresse de réception').fill('Hamnvägen 3, 41764 Göteborg');
  await field(page, 'Numéro de certificat ISCC').fill('EU-ISCC-Cert-SE100-77001234');
  await page.getByLabel('Valable à partir du').fill('2026-01-01');
  await page.getByLabel("Valable jusqu'au").fill('2099-12-31');
  await page.getByRole('button', { name: 'Créer le client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nordic Renewables AB' })).toBeVisible();
  await expect(page.getByText('Valable', { exact: true })).toBeVisible();

  await page.goto('/main/shipments/new');
  await page.getByRole('combobox', { name: "Dépôt d'expédition" }).fill('Ben Arous');
  await page.getByRole('option', { name: /Ben Arous/ }).click();
  await page.getByRole('combobox', { name: 'Client' }).fill('Nordic');
  await page.getByRole('option', { name: /Nordic Renewables AB/ }).click();
  await field(page, 'Numéro de contrat').fill('C-E2E-001');
  await page.getByLabel("Date d'expédition").fill('2026-11-20');
  await field(page, 'Immatriculation du véhicule').fill('199 TU 1234');
  await field(page, 'Numéro du document de transport').fill('CMR-E2E-1');
  await field(page, 'Poids brut (kg)').fill('520');
  await field(page, 'Poids net (kg)').fill('560');
  await page.getByRole('button', { name: "Planifier l'expédition" }).click();
  // The rule the server holds too: the net weight is at most the gross weight.
  await expect(page.getByText('Le poids net ne peut pas dépasser le poids brut')).toBeVisible();
  await field(page, 'Poids net (kg)').fill('460');
  await page.getByRole('button', { name: "Planifier l'expédition" }).click();
  await expect(page.getByRole('heading', { level: 1, name: /C-E2E-001/ })).toBeVisible();
  await expect(page.getByText('Prévue', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Expédier' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(/460\skg sortent du stock de Dépôt relais Ben Arous/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByText(/Expédition partie : déclaration SD-2026-\d{6}/)).toBeVisible();
  await expect(page.getByText('Expédiée', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Déclaration de durabilité (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^SD-2026-\d{6}\.pdf$/);

  await page.getByRole('button', { name: 'Réceptionner' }).click();
  const receipt = page.getByRole('alertdialog');
  await receipt.getByLabel('Date de réception').fill('2026-11-23');
  await receipt.getByLabel('Poids reçu (kg)').fill('455');
  await receipt.getByRole('button', { name: 'Réceptionner' }).click();
  await expect(page.getByText('Réceptionnée', { exact: true })).toBeVisible();
  await expect(page.getByText(/^455\skg$/)).toBeVisible();
});
