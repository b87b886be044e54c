import { expect, holdComboboxCode, test } from './support/fixtures';

const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('relay depot: create, find by search, open, edit, and the list shows the change', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/relay-depots/new');
  await field(page, 'Code').fill('DR-E2E-01');
  await field(page, 'Nom').fill('Dépôt relais de Carthage');
  await field(page, 'Capacité (L)').fill('0');
  await field(page, 'Adresse').fill('Avenue Habib Bourguiba, Carthage');
  await field(page, 'Latitude').fill('36,8528');
  await field(page, 'Longitude').fill('10,3233');
  await field(page, 'E-mail').fill('carthage@collecte-huile.tn');
  await field(page, 'Téléphone').fill('+216 71 000 111');
  await page.getByRole('combobox', { name: 'Zones desservies' }).fill('Grand');
  await page.getByRole('option', { name: 'Grand Tunis' }).click();
  await page.getByRole('button', { name: 'Créer le dépôt' }).click();
  // Rule "capacity positive".
  await expect(page.getByText('La capacité doit être supérieure à 0')).toBeVisible();
  await field(page, 'Capacité (L)').fill('5000');
  // Rule "quantity <= capacity": the opening stock is typed once, at creation.
  await field(page, 'Quantité (L)').fill('6000');
  await page.getByRole('button', { name: 'Créer le dépôt' }).click();
  await expect(page.getByText('La quantité ne peut pas dépasser la capacité')).toBeVisible();
  await field(page, 'Quantité (L)').fill('4500');
  await page.getByRole('button', { name: 'Créer le dépôt' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dépôt relais de Carthage' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Dépôts relais' }).first().click();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Carthage');
  await page.getByRole('link', { name: 'Dépôt relais de Carthage' }).click();
  await page.getByRole('button', { name: 'Modifier' }).click();
  // On update the quantity is the stock ledger's balance: shown, never typed.
  await expect(field(page, 'Quantité (L)')).toHaveAttribute('readonly');
  await expect(field(page, 'Quantité (L)')).toHaveValue(/4\s?500/);
  await field(page, 'Nom').fill('Dépôt relais de Carthage-Byrsa');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dépôt relais de Carthage-Byrsa' }),
  ).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Dépôt relais de Carthage-Byrsa' })).toBeVisible();
  // 4,500 of 5,000 L: above 80 %, the gauge warns.
  await expect(page.getByRole('cell', { name: '90 %, presque plein' })).toBeVisible();
});

test('the served zones work before their combobox code has arrived: pressed, the list opens with the focus once the code is there, and a pick shows as a tag', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  const release = await holdComboboxCode(page);
  await page.goto('/main/relay-depots/new');
  const zones = page.getByRole('combobox', { name: 'Zones desservies' });
  // The stand-in: the field and its placeholder, not yet typeable.
  await expect(zones).not.toBeEditable();
  await zones.click();
  release();
  await expect(page.getByRole('option', { name: 'Grand Tunis' })).toBeVisible();
  await expect(zones).toBeFocused();
  await zones.fill('Grand');
  await page.getByRole('option', { name: 'Grand Tunis' }).click();
  await expect(page.getByRole('button', { name: 'Retirer Grand Tunis' })).toBeVisible();
});
