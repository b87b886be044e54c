import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Labels end with the required indicator: the label's text names the field.
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
};

test('subcontractor: the rules with their exact messages, create, find, edit, and the list shows the change', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/subcontractors/new');
  await field(page, 'Prénom').fill('Rania');
  await field(page, 'Nom').fill('Jelassi');
  await field(page, 'CIN').fill('11223344');
  await field(page, 'Nom de la société').fill('Collecte Carthage E2E');
  await field(page, 'Début du contrat').fill('2026-03-01');
  await field(page, 'Fin du contrat').fill('2028-02-29');
  await choose(page, 'Zone', 'Cap Bon');
  await choose(page, 'Dépôt relais', /RD-NAB-01/);
  await field(page, 'Capacité de collecte (L/mois)').fill('0');
  await field(page, 'Capacité des cuves affectées (L)').fill('1800');
  await field(page, 'Taille de la flotte').fill('1');
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Ajouter un véhicule' }).click();
    await field(page, `Capacité du véhicule ${n} (L)`).fill('1000');
  }
  await page.getByRole('button', { name: 'Créer le sous-traitant' }).click();

  // Rules "e-mail or phone", "collection capacity > 0", "vehicle capacities <= fleet size".
  await expect(
    page.getByText('Au moins un e-mail ou un numéro de téléphone est requis').first(),
  ).toBeVisible();
  await expect(page.getByText('La capacité de collecte doit être supérieure à 0')).toBeVisible();
  await expect(
    page.getByText(
      'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte',
    ),
  ).toBeVisible();
  await expect(field(page, 'Nom de la société')).toHaveValue('Collecte Carthage E2E');

  await field(page, 'E-mail').fill('rania.jelassi@collecte-carthage.tn');
  await field(page, 'Capacité de collecte (L/mois)').fill('2500');
  await field(page, 'Taille de la flotte').fill('2');
  await page.getByRole('button', { name: 'Créer le sous-traitant' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Collecte Carthage E2E/ }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Sous-traitants' })
    .click();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Carthage E2E');
  await expect(page).toHaveURL(/query=/);
  await page.getByRole('link', { name: /Collecte Carthage E2E/ }).click();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await field(page, 'Nom de la société').fill('Collecte Carthage Byrsa');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Collecte Carthage Byrsa/ }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Sous-traitants' })
    .click();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Byrsa');
  await expect(page.getByRole('link', { name: /Collecte Carthage Byrsa/ })).toBeVisible();
});
