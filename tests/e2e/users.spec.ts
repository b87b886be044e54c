import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const box = (page: Page, label: string) =>
  page.getByRole('dialog').getByRole('textbox', { name: new RegExp(`^${label}`) });

test('user: rule "at least one of e-mail or phone", create a regional manager, find, edit, and the list shows the change', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/role-management/');
  await page.getByRole('link', { name: 'Nouveau' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvel utilisateur' })).toBeVisible();
  await box(page, 'Prénom').fill('Yosra');
  await box(page, 'Nom').fill('Lahmar');
  await box(page, 'CIN').fill('05236987');
  await page.getByRole('combobox', { name: /^Rôle/ }).selectOption('REGIONAL_MANAGER');
  await page.getByRole('combobox', { name: /^Région/ }).fill('No');
  await page.getByRole('option', { name: 'Nord', exact: true }).click();
  await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await expect(
    page.getByText('Au moins un e-mail ou un numéro de téléphone est requis').first(),
  ).toBeVisible();
  await box(page, 'E-mail').fill('yosra.lahmar@');
  await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
  await box(page, 'E-mail').fill('yosra.lahmar@collecte-huile.tn');
  await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Lahmar');
  await expect(page).toHaveURL(/query=Lahmar/);
  const row = page.getByRole('row').filter({ hasText: 'Yosra Lahmar' });
  await expect(row.getByText('En attente')).toBeVisible();
  await row.getByRole('link', { name: 'Yosra Lahmar' }).click();
  await expect(box(page, 'E-mail')).toHaveValue('yosra.lahmar@collecte-huile.tn');
  await box(page, 'Téléphone').fill('+216 22 333 444');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('+216 22 333 444');
});
