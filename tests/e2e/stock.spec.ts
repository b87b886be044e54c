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

const lastMonth = () => {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

test("a confirmed voucher enters its depot's ledger, the month's mass balance counts it, then the month is closed", async ({
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
  const before = await apiGet<{ quantity: number }>(
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

  // Last month's mass balance counts it, and the month is closed.
  await page.goto(`/main/mass-balance?depot=${depotId}&from=${month.from}&to=${month.to}`);
  const figures = page.getByRole('table', { name: 'Chiffres du bilan matière' });
  await expect(figures.getByRole('row', { name: /^Total des entrées/ })).toContainText(/437,5\sL/);
  await page.getByRole('button', { name: 'Clôturer la période' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clôturer la période' }).click();
  await expect(page.getByText('Période clôturée')).toBeVisible();
  await expect(page.getByText(/^Clôturé jusqu'au/)).toBeVisible();

  // The closed month takes no more entries: an adjustment dated in it is refused.
  const refused = await request.post(`/api/v1/relay-depots/${depotId}/stock-adjustments`, {
    headers: { authorization: `Bearer ${tokenOf('superAdmin')}` },
    data: { litres: -1, occurredOn: month.to, reason: 'Oubli' },
  });
  expect(refused.status()).toBe(409);
});
