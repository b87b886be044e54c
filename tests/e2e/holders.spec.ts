import type { Page } from '@playwright/test';
import { expect, holdComboboxCode, test } from './support/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choose = (page: Page, name: string, option: string) =>
  page.getByRole('combobox', { name, exact: true }).selectOption({ label: option });

test('holder: every rule of the form is checked with its exact message, then the holder is created', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/holders/new');
  await field(page, 'Nom').fill('Restaurant Le Phénicien');
  await field(page, 'Numéro').fill('DET-E2E-0001');
  await field(page, "Type d'huile").fill('Friture');
  await choose(page, 'Catégorie', 'Exclusif');
  await page
    .getByRole('combobox', { name: 'Code secteur', exact: true })
    .selectOption({ index: 1 });
  await page
    .getByRole('combobox', { name: 'Code secteur S-Act', exact: true })
    .selectOption({ index: 1 });
  await page.getByLabel("Date d'identification").fill('2026-03-02');
  await page
    .getByRole('combobox', { name: 'Statut fournisseur', exact: true })
    .selectOption({ index: 1 });
  await field(page, 'Adresse').fill('12 rue de Carthage');
  await field(page, 'Ville').fill('Carthage');
  await field(page, 'Code postal').fill('999');
  await page.getByRole('combobox', { name: 'Délégation' }).fill('Carthage');
  await page
    .getByRole('option', { name: /Carthage/ })
    .first()
    .click();
  await field(page, 'Personne à contacter').fill('Mehdi Jaziri');
  await field(page, 'E-mail du contact').fill('mehdi@');
  await field(page, 'Téléphone du contact').fill('+216 98 111 222');
  await page.getByRole('combobox', { name: 'Statut', exact: true }).selectOption({ index: 1 });
  await field(page, 'Capacité de stockage (L)').fill('-5');
  await page.getByLabel('Affecté au sous-traitant depuis le').fill('2026-03-02');
  await field(page, 'Nombre de collectes').fill('1.5');
  await choose(page, 'Unité de fréquence', 'Par semaine');
  await field(page, 'Dernière cuve affectée').fill('CUVE-120');
  await page.getByLabel("Date d'affectation de la cuve").fill('2026-03-02');
  // Typed as a French user writes it: grouped thousands, a decimal comma.
  await field(page, 'Montant net (TND)').fill('1 250,5');
  await page.getByRole('button', { name: 'Créer le détenteur' }).click();

  await expect(page.getByText('Le code postal doit être compris entre 1000 et 9999')).toBeVisible();
  await expect(page.getByText('La capacité de stockage ne peut pas être négative')).toBeVisible();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
  await expect(
    page.getByText('Le nombre de collectes doit être un entier positif ou nul'),
  ).toBeVisible();
  // What was typed stays.
  await expect(field(page, 'Nom')).toHaveValue('Restaurant Le Phénicien');

  await field(page, 'Code postal').fill('2016');
  await field(page, 'Capacité de stockage (L)').fill('200');
  await field(page, 'E-mail du contact').fill('mehdi.jaziri@phenicien.tn');
  await field(page, 'Nombre de collectes').fill('2');
  await page.getByRole('button', { name: 'Créer le détenteur' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Restaurant Le Phénicien' }),
  ).toBeVisible();
  await expect(page.getByText(/^1\s250,500\sTND$/)).toBeVisible();
});

test('holder: find by search, open, edit, and the list shows the change', async ({ pageAs }) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/holders/');
  const firstLink = page.getByRole('table').getByRole('link').first();
  const name = (await firstLink.textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(name);
  await expect(page).toHaveURL(/query=/);
  await page.getByRole('table').getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  const renamed = `${name} (rénové)`;
  await field(page, 'Nom').fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Détenteurs' })
    .click();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('rénové');
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
});

test('a place filter works before its combobox code has arrived: pressed, it opens with the focus once the code is there, and filters', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  // The combobox's code is held back until the field has been pressed.
  const release = await holdComboboxCode(page);
  await page.goto('/main/holders/');
  const region = page.getByRole('combobox', { name: 'Région', exact: true });
  // The stand-in: the field and its placeholder, not yet typeable.
  await expect(region).toHaveAttribute('placeholder', 'Tous');
  await expect(region).not.toBeEditable();
  await region.click();
  release();
  await expect(page.getByRole('option', { name: 'Centre-Est', exact: true })).toBeVisible();
  await expect(region).toBeFocused();
  await expect(region).toBeEditable();
  await page.getByRole('option', { name: 'Centre-Est', exact: true }).click();
  await expect(page).toHaveURL(/regionId=/);
  await expect(region).toHaveValue('Centre-Est');
});

test('a place filter reached from the keyboard before its combobox code has arrived keeps the focus, and opens with the arrow key', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  const release = await holdComboboxCode(page);
  await page.goto('/main/holders/');
  const zone = page.getByRole('combobox', { name: 'Zone', exact: true });
  await expect(zone).not.toBeEditable();
  await zone.focus();
  release();
  await expect(zone).toBeEditable();
  await expect(zone).toBeFocused();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});
