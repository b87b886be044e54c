import { expect, test } from './support/fixtures';
import { apiGet, tokenOf, type Page } from './support/api';

interface Voucher {
  id: string;
  number: string;
  holderId: string;
  subcontractorId: string;
  actualSubcontractorId: string;
  relayDepotId: string | null;
  signature: string;
  extractedTanks: { tankNumber: number; extractedQuantity: number }[];
}

const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** A quantity as the screens write it in French ("1 234,5 L"), any space matching. */
const litresText = (litres: number) =>
  new RegExp(
    `${new Intl.NumberFormat('fr-TN', { maximumFractionDigits: 2 }).format(litres).replace(/\s/g, '\\s')}\\sL`,
  );

const lastMonth = () => {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

test("a confirmed voucher enters its depot's ledger, a shipment leaves it with its declaration, the month's mass balance counts both, then the month is closed", async ({
  pageAs,
  request,
}) => {
  // A pickup of last month recorded by a collector's device: a copy of a demo voucher's
  // holder and company, delivered by default to the company's depot.
  const [model] = (await apiGet<Page<Voucher>>(request, 'superAdmin', '/removal-vouchers?limit=1'))
    .items;
  const month = lastMonth();
  const created = await request.post('/api/v1/removal-vouchers', {
    headers: { authorization: `Bearer ${tokenOf('superAdmin')}` },
    data: {
      number: `BE-E2E-${Date.now()}`,
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 437.5 }],
      dueSum: 350,
      holderId: model!.holderId,
      removalDate: `${month.from.slice(0, 8)}15`,
      subcontractorId: model!.subcontractorId,
      actualSubcontractorId: model!.actualSubcontractorId,
      signature: model!.signature,
    },
  });
  expect(created.status()).toBe(201);
  const voucher = (await created.json()) as Voucher;
  expect(voucher.relayDepotId).not.toBeNull();
  const depotId = voucher.relayDepotId!;
  const before = await apiGet<{ quantity: number; name: string }>(
    request,
    'superAdmin',
    `/relay-depots/${depotId}`,
  );

  // Confirmed on its page.
  const page = await pageAs('superAdmin');
  await page.goto(`/main/removal-vouchers/${voucher.id}`);
  await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
  const decision = page.getByRole('alertdialog');
  await decision.getByRole('button', { name: 'Confirmer', exact: true }).click();
  await expect(decision).toHaveCount(0);

  // The depot's stock grew by the voucher's litres; its ledger lists the voucher.
  await page.goto(`/main/relay-depots/${depotId}`);
  const ledger = page.getByRole('table', { name: /Mouvements du stock du dépôt/ });
  await expect(
    ledger.getByRole('row', { name: new RegExp(`Bon ${voucher.number}`) }),
  ).toContainText(/437,5\sL/);
  const after = await apiGet<{ quantity: number }>(
    request,
    'superAdmin',
    `/relay-depots/${depotId}`,
  );
  expect(after.quantity).toBeCloseTo(before.quantity + 437.5, 3);

  // A shipment of 368 kg (400 L at 0.92 kg/L) to a buyer leaves the depot on the 20th of the
  // month, planned and dispatched on its screens, its declaration downloaded.
  const buyer = await request.post('/api/v1/buyers', {
    headers: { authorization: `Bearer ${tokenOf('superAdmin')}` },
    data: {
      name: 'Baltic Renewables AB',
      country: 'SE',
      address: 'Hamnvägen 3, 41764 Göteborg',
      certificateNumber: 'EU-ISCC-Cert-SE100-77005678',
      certificateValidFrom: '2020-01-01',
      certificateValidUntil: '2099-12-31',
    },
  });
  expect(buyer.status()).toBe(201);
  await page.goto('/main/shipments/new');
  await page.getByRole('combobox', { name: "Dépôt d'expédition" }).fill(before.name);
  await page.getByRole('option', { name: new RegExp(before.name) }).click();
  await page.getByRole('combobox', { name: 'Client' }).fill('Baltic Renewables');
  await page.getByRole('option', { name: /Baltic Renewables AB/ }).click();
  await field(page, 'Numéro de contrat').fill('C-E2E-STOCK');
  await page.getByLabel("Date d'expédition").fill(`${month.from.slice(0, 8)}20`);
  await field(page, 'Immatriculation du véhicule').fill('201 TU 4321');
  await field(page, 'Numéro du document de transport').fill('CMR-E2E-STOCK');
  await field(page, 'Poids brut (kg)').fill('390');
  await field(page, 'Poids net (kg)').fill('368');
  await page.getByRole('button', { name: "Planifier l'expédition" }).click();
  await expect(page.getByRole('heading', { level: 1, name: /C-E2E-STOCK/ })).toBeVisible();
  await page.getByRole('button', { name: 'Expédier' }).click();
  const dispatch = page.getByRole('alertdialog');
  await dispatch.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByText(/Expédition partie : déclaration SD-\d{4}-\d{6}/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Déclaration de durabilité (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^SD-\d{4}-\d{6}\.pdf$/);
  const shipped = await apiGet<{ quantity: number }>(
    request,
    'superAdmin',
    `/relay-depots/${depotId}`,
  );
  expect(shipped.quantity).toBeCloseTo(after.quantity - 400, 3);

  // Last month's mass balance counts both: the voucher's input, the buyer's output line, and a
  // closing stock of opening + 437.5 − 400 L; then the month is closed.
  const balance = await apiGet<{ opening: { litres: number }; closing: { litres: number } }>(
    request,
    'superAdmin',
    `/mass-balance?relayDepotId=${depotId}&from=${month.from}&to=${month.to}`,
  );
  expect(balance.closing.litres).toBeCloseTo(balance.opening.litres + 37.5, 3);
  await page.goto(`/main/mass-balance?depot=${depotId}&from=${month.from}&to=${month.to}`);
  const figures = page.getByRole('table', { name: 'Chiffres du bilan matière' });
  await expect(figures.getByRole('row', { name: /^Total des entrées/ })).toContainText(/437,5\sL/);
  await expect(
    figures.getByRole('row', {
      name: /^Sortie — Baltic Renewables AB \(SE, certificat EU-ISCC-Cert-SE100-77005678\) : 1 expédition/,
    }),
  ).toContainText(/400\sL/);
  await expect(figures.getByRole('row', { name: /^Total des sorties/ })).toContainText(/400\sL/);
  await expect(figures.getByRole('row', { name: /^Stock de clôture calculé/ })).toContainText(
    litresText(balance.closing.litres),
  );
  await page.getByRole('button', { name: 'Clôturer la période' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clôturer la période' }).click();
  await expect(
    page.locator('[data-scope="toast"][data-part="description"]', { hasText: 'Période clôturée' }),
  ).toBeVisible();
  await expect(page.getByText(/^Clôturé jusqu'au/)).toBeVisible();

  // The closed month takes no more entries: an adjustment dated in it is refused.
  const refused = await request.post(`/api/v1/relay-depots/${depotId}/stock-adjustments`, {
    headers: { authorization: `Bearer ${tokenOf('superAdmin')}` },
    data: { litres: -1, occurredOn: month.to, reason: 'Oubli' },
  });
  expect(refused.status()).toBe(409);
});
