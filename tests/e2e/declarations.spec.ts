import type { Holder } from '@generated/model';
import { apiGet, tokenOf, type Page as ApiPage } from './support/api';
import { expect, test } from './support/fixtures';

const GRAND_TUNIS = 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d';

test.use({ expectedHttpErrors: [400] });

test('declaration: a holder goes from a missing to a valid declaration, then non-compliant, and a tour refuses it', async ({
  pageAs,
  request,
}) => {
  const [holder] = (
    await apiGet<ApiPage<Holder>>(
      request,
      'superAdmin',
      `/holders?zoneId=${GRAND_TUNIS}&declaration=MISSING&sortField=name&limit=1`,
    )
  ).items;
  expect(holder).toBeDefined();
  const page = await pageAs('superAdmin');
  await page.goto(`/main/holders/${holder!.id}`);
  const card = page.getByRole('region', { name: 'Auto-déclaration ISCC' });
  await expect(card.getByText('Manquante')).toBeVisible();

  // Recorded with a signature drawn on screen.
  await card.getByRole('button', { name: 'Enregistrer une déclaration' }).click();
  const drawer = page.getByRole('dialog', { name: 'Enregistrer une auto-déclaration' });
  await drawer.getByLabel(/^Nom du signataire/).fill('Mohamed Ben Ali');
  await drawer.getByLabel(/^Fonction chez le détenteur/).fill('Gérant');
  await drawer.getByLabel(/^Produit-il plus de 10 tonnes/).selectOption('no');
  await drawer.getByLabel(/^Les graisses animales/).selectOption('yes');
  const pad = drawer.getByRole('img', { name: /^Zone de signature/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
  await drawer.getByRole('button', { name: 'Enregistrer la déclaration' }).click();
  await expect(page.getByText('Déclaration enregistrée', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Valide jusqu'au /)).toBeVisible();
  await expect(card.getByText('Mohamed Ben Ali, Gérant')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Signature de Mohamed Ben Ali' })).toBeVisible();

  // Marked non-compliant, after the question.
  await card.getByRole('button', { name: 'Déclarer non conforme' }).click();
  const question = page.getByRole('alertdialog', { name: 'Déclarer ce détenteur non conforme ?' });
  await question.getByLabel(/^Référence sur la liste ISCC/).fill('ISCC-NC-2026-0142');
  await question.getByLabel(/^Motif/).fill('Fausse déclaration sur l’origine des huiles');
  await question.getByRole('button', { name: 'Déclarer non conforme' }).click();
  await expect(page.getByText(/^Détenteur non conforme depuis le /)).toBeVisible();

  // A tour refuses it: the stop picker says why, and the server refuses it too.
  await page.goto('/main/routing/new');
  await page.getByRole('combobox', { name: /^Zone/ }).click();
  await page
    .getByRole('option', { name: /^Grand Tunis$/ })
    .first()
    .click();
  await page
    .getByRole('searchbox', { name: 'Rechercher un détenteur de la zone' })
    .fill(holder!.number);
  const line = page
    .getByRole('list', { name: 'Détenteurs de la zone' })
    .getByRole('listitem')
    .filter({ hasText: holder!.name });
  await expect(line.getByText(/^Non conforme \(liste ISCC\)/)).toBeVisible();
  await expect(line.getByRole('button', { name: /^Ajouter / })).toHaveCount(0);
  const tours = await apiGet<
    ApiPage<{ zone: { id: string }; relayDepot: { id: string }; subcontractor: { id: string } }>
  >(request, 'superAdmin', `/tours?zoneId=${GRAND_TUNIS}&limit=1`);
  const sample = tours.items[0]!;
  const refused = await request.post('/api/v1/tours', {
    headers: { authorization: `Bearer ${tokenOf('superAdmin')}` },
    data: {
      zoneId: GRAND_TUNIS,
      relayDepotId: sample.relayDepot.id,
      subcontractorId: sample.subcontractor.id,
      holders: [holder!.id],
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Ce détenteur est déclaré non conforme (liste ISCC) : aucun arrêt de tournée ni aucun bon d'enlèvement ne peut être créé pour lui",
  );

  // Lifted: the other journeys find the demo holder as it was.
  await page.goto(`/main/holders/${holder!.id}`);
  await page.getByRole('button', { name: 'Lever la non-conformité' }).click();
  const lift = page.getByRole('alertdialog', { name: 'Lever la non-conformité de ce détenteur ?' });
  await lift.getByLabel(/^Motif de la levée/).fill('Retiré de la liste ISCC');
  await lift.getByRole('button', { name: 'Lever la non-conformité' }).click();
  await expect(page.getByText(/^Détenteur non conforme depuis le /)).toHaveCount(0);
});
