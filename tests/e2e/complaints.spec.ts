import { photo } from '@server/seed/images';
import { expect, test } from './support/fixtures';

test('complaint: rules, file one with a holder and a photo, find it, take it in hand and resolve it with a required resolution', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/complaints');
  await page.getByRole('link', { name: 'Nouveau' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Nouvelle réclamation' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Déposer la réclamation' }).click();
  await expect(drawer.getByText('Ce champ est obligatoire').first()).toBeVisible();

  const holder = drawer.getByRole('combobox', { name: /^Détenteur/ });
  await holder.fill('Pizzeria');
  // Chosen with the mouse once the server's matches are listed.
  await expect(page.getByRole('option').first()).toHaveText(/Pizzeria/);
  await page.getByRole('option').first().click();
  await expect(holder).toHaveValue(/Pizzeria/);
  await drawer.getByRole('textbox', { name: /^Sujet/ }).fill('Bidon renversé devant la cuve');
  await drawer
    .getByRole('textbox', { name: /^Description/ })
    .fill("De l'huile a coulé sur le trottoir pendant la dernière collecte.");
  // Rule: images only (jpeg, jpg, png, webp).
  const files = drawer.locator('input[type="file"]');
  await files.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(drawer.getByText('Type de fichier non pris en charge')).toBeVisible();
  await files.setInputFiles({ name: 'cuve.png', mimeType: 'image/png', buffer: photo(0) });
  await drawer.getByRole('button', { name: 'Déposer la réclamation' }).click();
  await expect(page.getByText('Réclamation déposée').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Bidon renversé');
  await expect(page).toHaveURL(/query=/);
  await page.getByRole('link', { name: 'Bidon renversé devant la cuve' }).click();
  await expect(drawer.getByText('Ouverte').first()).toBeVisible();
  await expect(drawer.getByRole('img', { name: /Photo 1 de la réclamation/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(drawer.getByText('En cours').first()).toBeVisible();

  // Rule: resolving needs a resolution.
  await drawer.getByRole('button', { name: 'Résoudre' }).click();
  await drawer.getByRole('button', { name: 'Clore la réclamation' }).click();
  await expect(drawer.getByText('Ce champ est obligatoire')).toBeVisible();
  await drawer
    .getByRole('textbox', { name: /^Résolution/ })
    .fill('Trottoir nettoyé, collecteur rappelé aux consignes.');
  await drawer.getByRole('button', { name: 'Clore la réclamation' }).click();
  await expect(drawer.getByText('Résolue').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: 'Bidon renversé devant la cuve' });
  await expect(row.getByText('Résolue')).toBeVisible();
});
