import { expect, test } from './support/fixtures';

test('removal voucher: confirmed, it is sealed; amended with a required reason, it shows the new values and the amendment, before and after', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/removal-vouchers/?status=AWAITING');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.filter({ hasNotText: 'À décider' })).toHaveCount(0);
  const number = (await rows.first().getByRole('link').textContent())!.trim();
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bon ${number}` })).toBeVisible();
  const sealed = page.getByText(/^Bon décidé : ses quantités, cuves, détenteur/);
  await expect(sealed).toHaveCount(0);

  // The decision seals it.
  await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
  const decision = page.getByRole('alertdialog');
  await decision.getByRole('button', { name: 'Confirmer', exact: true }).click();
  await expect(decision).toHaveCount(0);
  await expect(sealed).toBeVisible();
  const amendments = page.getByRole('region', { name: 'Rectifications' });
  await expect(amendments).toContainText('Aucune rectification');

  // Amending: a reason is required, and the drawer asks before saving.
  await page.getByRole('button', { name: 'Rectifier' }).click();
  const drawer = page.getByRole('dialog', { name: `Rectifier le bon ${number}` });
  const quantity = drawer.getByRole('textbox', { name: /^Quantité \(L\)/ }).first();
  const before = (await quantity.inputValue()).replace('.', ',');
  await quantity.fill('321,5');
  await drawer.getByRole('textbox', { name: /^Somme due/ }).fill('257,2');
  await drawer.getByRole('button', { name: 'Enregistrer la rectification' }).click();
  await expect(drawer.getByText('Dites pourquoi le bon est rectifié')).toBeVisible();
  await drawer
    .getByRole('textbox', { name: /^Raison de la rectification/ })
    .fill('Pesée au dépôt relais : 321,5 L');
  await drawer.getByRole('button', { name: 'Enregistrer la rectification' }).click();
  const question = page.getByRole('alertdialog', { name: `Rectifier le bon ${number} ?` });
  await question.getByRole('button', { name: 'Rectifier' }).click();
  await expect(page.getByText('Bon rectifié')).toBeVisible();
  await expect(drawer).toHaveCount(0);

  // The voucher has the new values; its amendment says who, why, and each field before → after.
  const facts = page.getByRole('region', { name: 'Enlèvement' });
  await expect(facts).toContainText(/257,200\sTND/);
  const amendment = amendments.getByRole('listitem');
  await expect(amendment).toHaveCount(1);
  await expect(amendment).toContainText('Pesée au dépôt relais : 321,5 L');
  await expect(amendment).toContainText('(Super administrateur)');
  await expect(amendment.getByRole('row', { name: /^Cuves vidées/ })).toContainText(
    new RegExp(`Cuve \\d+ : ${before.replace(/\s/g, '\\s?')}\\sL.*321,5\\sL`),
  );
  await expect(amendment.getByRole('row', { name: /^Somme due/ })).toContainText(/257,200\sTND/);

  // Sealed for good: the page read again still has the amendment.
  await page.reload();
  await expect(sealed).toBeVisible();
  await expect(amendments.getByRole('listitem')).toHaveCount(1);
});
