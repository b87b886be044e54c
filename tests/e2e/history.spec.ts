import { expect, test } from './support/fixtures';

test("history: a holder's change shows on its page with the field's name and its values before and after, in French, and on the History screen", async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/holders/');
  const firstLink = page.getByRole('table').getByRole('link').first();
  const name = (await firstLink.textContent()) ?? '';
  await firstLink.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Modifier' }).click();
  const capacity = page.getByRole('textbox', { name: 'Capacité de stockage (L)', exact: true });
  const before = await capacity.inputValue();
  const after = String(Number(before.replace(',', '.')) + 1234.5).replace('.', ',');
  await capacity.fill(after);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();

  // The newest entry, first in the card: the change just made, by whom, in the holder's words.
  const card = page.getByRole('region', { name: 'Historique' });
  const entry = card.getByRole('listitem').first();
  await expect(entry).toContainText('Modification');
  await expect(entry).toContainText('(Super administrateur)');
  const row = entry.locator('dd').first();
  await expect(entry.locator('dt').first()).toHaveText('Capacité de stockage (L)');
  const litres = (text: string) =>
    new Intl.NumberFormat('fr-TN', { maximumFractionDigits: 2 }).format(
      Number(text.replace(',', '.')),
    );
  await expect(row.locator('del')).toHaveText(
    new RegExp(`${litres(before)}\\s?L$`.replace(/\s/g, '\\s')),
  );
  await expect(row.locator('ins')).toHaveText(
    new RegExp(`${litres(after)}\\s?L$`.replace(/\s/g, '\\s')),
  );

  // The History screen lists it too, with a link back to the holder.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Historique' })
    .click();
  await page.getByRole('combobox', { name: 'Type de fiche' }).selectOption({ label: 'Détenteur' });
  await expect(page).toHaveURL(/recordKind=holder/);
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText('Capacité de stockage (L)');
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
