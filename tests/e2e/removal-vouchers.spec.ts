import { expect, test } from './support/fixtures';

test('removal voucher: filter the awaiting ones, open one, its photos full size, refuse it with a required reason, and the awaiting list no longer has it', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/removal-vouchers/');
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('AWAITING');
  await expect(page).toHaveURL(/status=AWAITING/);
  // Every row of the filtered list awaits a decision.
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.filter({ hasNotText: 'À décider' })).toHaveCount(0);
  const number = (await rows.first().getByRole('link').textContent())!.trim();
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bon ${number}` })).toBeVisible();

  // The tanks table has a total; the photos open full size and close with Escape.
  await expect(page.getByRole('cell', { name: 'Total', exact: true })).toBeVisible();
  const photo = page.getByRole('button', { name: /^Agrandir la photo 1 sur/ });
  if (await photo.count()) {
    await photo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // Rule: refusing needs a reason.
  await page.getByRole('button', { name: 'Ne pas confirmer' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(`Ne pas confirmer le bon ${number} ?`);
  await dialog.getByRole('textbox', { name: /^Commentaire/ }).fill('');
  await dialog.getByRole('button', { name: 'Ne pas confirmer' }).click();
  await expect(dialog.getByText("Dites pourquoi le bon n'est pas confirmé")).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /^Commentaire/ })
    .fill('Quantités illisibles sur le bon papier');
  await dialog.getByRole('button', { name: 'Ne pas confirmer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Non confirmé').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ne pas confirmer' })).toHaveCount(0);

  // The awaiting list no longer has it.
  await page.goBack();
  await expect(page).toHaveURL(/status=AWAITING/);
  await expect(page.getByRole('table').locator('tbody tr a').first()).toBeVisible();
  await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0);
});
