import type { MassBalance, RelayDepot, StockBalance, StockEntry } from '@generated/model';
import { adminWith } from '@mocks/fixtures';

/** An administrator who reads, moves and closes the stock. */
export const stockKeeper = adminWith({ stock: 'READ|CREATE|UPDATE' });

export const stockDepot = {
  id: '5de3c3cf-be83-47ef-99b4-07502a2af77e',
  code: 'RD-TUN-02',
  name: 'Dépôt relais Ben Arous',
  lat: 36.7641,
  lng: 10.2122,
} satisfies Pick<RelayDepot, 'id' | 'code' | 'name' | 'lat' | 'lng'>;

const entry = (
  n: number,
  fields: Partial<StockEntry> & Pick<StockEntry, 'kind' | 'occurredOn' | 'litres'>,
): StockEntry => ({
  id: `00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`,
  relayDepotId: stockDepot.id,
  kg: Math.round(fields.litres * 920) / 1000,
  density: 0.92,
  voucher: null,
  shipmentId: null,
  transferId: null,
  measuredLitres: null,
  reason: null,
  createdAt: `${fields.occurredOn}T10:00:00.000Z`,
  ...fields,
});

/** The ledger, newest first: a measured correction, a shipment, a transfer, vouchers, losses. */
export const stockEntries: StockEntry[] = [
  entry(1, {
    kind: 'ADJUSTMENT',
    occurredOn: '2026-11-20',
    litres: -25,
    measuredLitres: 4950,
    reason: 'Jaugeage mensuel',
  }),
  entry(2, {
    kind: 'OUT',
    occurredOn: '2026-11-18',
    litres: -2000,
    shipmentId: '9b7c4e21-0d5f-4f4e-8a3b-1c2d3e4f5a6b',
  }),
  entry(3, {
    kind: 'TRANSFER_OUT',
    occurredOn: '2026-11-15',
    litres: -500,
    transferId: '25356595-40b1-49de-a85f-7e14f2df00c0',
    reason: 'Rééquilibrage',
  }),
  entry(4, {
    kind: 'IN',
    occurredOn: '2026-11-14',
    litres: 320,
    voucher: { id: '00000000-0000-4000-8000-000000000701', number: 'BE-2026-0412' },
  }),
  entry(5, {
    kind: 'IN',
    occurredOn: '2026-11-10',
    litres: 185.5,
    voucher: { id: '00000000-0000-4000-8000-000000000702', number: 'BE-2026-0398' },
  }),
  entry(6, {
    kind: 'ADJUSTMENT',
    occurredOn: '2026-11-05',
    litres: -120,
    reason: "Purge de l'eau décantée",
  }),
  entry(7, { kind: 'OPENING', occurredOn: '2026-11-01', litres: 7135 }),
];

/** The balance at the end of each day of November, from the ledger above. */
export const stockBalance: StockBalance = (() => {
  const items = [];
  let litres = 0;
  for (let day = 1; day <= 26; day += 1) {
    const iso = `2026-11-${String(day).padStart(2, '0')}`;
    litres += stockEntries
      .filter((e) => e.occurredOn === iso)
      .reduce((sum, e) => sum + e.litres, 0);
    items.push({ day: iso, litres: Math.round(litres * 1000) / 1000 });
  }
  return { from: '2026-11-01', to: '2026-11-26', items };
})();

/** November at Ben Arous, as the server adds it up. */
export const massBalance: MassBalance = {
  from: '2026-11-01',
  to: '2026-11-30',
  depots: [stockDepot],
  opening: { litres: 7135, kg: 6564.2 },
  inputs: [
    { category: 'EXCLUSIVE', holders: 1, vouchers: 1, litres: 320, kg: 294.4 },
    { category: 'PARTIAL', holders: 1, vouchers: 1, litres: 185.5, kg: 170.66 },
  ],
  inputTotal: { category: null, holders: 2, vouchers: 2, litres: 505.5, kg: 465.06 },
  transfersIn: { litres: 0, kg: 0 },
  transfersOut: { litres: 500, kg: 460 },
  outputs: [
    {
      buyer: {
        id: '3f0a6c1e-5b2d-4e8f-9a71-0c2b4d6e8f01',
        name: 'BioDiesel Sud SpA',
        country: 'IT',
        certificateNumber: 'EU-ISCC-Cert-IT201-10482233',
        certificateValidUntil: '2099-02-28',
      },
      shipments: 2,
      litres: 2000,
      kg: 1840,
    },
  ],
  outputTotal: { litres: 2000, kg: 1840 },
  losses: { litres: 120, kg: 110.4 },
  adjustments: { litres: -145, kg: -133.4 },
  closing: { litres: 4995.5, kg: 4595.86 },
  measured: {
    on: '2026-11-20',
    depots: 1,
    measuredLitres: 4950,
    ledgerLitres: 4975,
    differenceLitres: -25,
  },
  withoutDepot: { vouchers: 15, litres: 6836 },
  closedThrough: '2026-10-31',
};
