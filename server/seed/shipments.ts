import type { Db } from '../db/client';
import { buyers, shipments } from '../db/schema';
import type { Depot } from './network';

// The buyers of the demo (one whose certificate has expired, so that the refusal shows) and a
// planned shipment out of each of the first two depots, to be dispatched from the screens.

const BUYERS = [
  [
    'BioDiesel Sud SpA',
    'IT',
    'Via del Porto 12, 90133 Palermo',
    'EU-ISCC-Cert-IT201-10482233',
    '2026-03-01',
    '2027-02-28',
  ],
  [
    'Green Fuels Iberia SL',
    'ES',
    'Muelle de Poniente 4, 46024 Valencia',
    'EU-ISCC-Cert-ES216-20315577',
    '2025-09-15',
    '2026-09-14',
  ],
  [
    'Ölwerke Hamburg GmbH',
    'DE',
    'Am Kanal 7, 21107 Hamburg',
    'EU-ISCC-Cert-DE100-30877410',
    '2024-05-01',
    '2025-04-30',
  ],
  [
    'Rotterdam Renewables BV',
    'NL',
    'Europaweg 850, 3199 LD Rotterdam',
    'EU-ISCC-Cert-NL300-41120968',
    '2026-01-10',
    '2027-01-09',
  ],
] as const;

export const seedShipments = async (db: Db, depots: Depot[]) => {
  const made = await db
    .insert(buyers)
    .values(
      BUYERS.map(([name, country, address, certificateNumber, from, until]) => ({
        name,
        country,
        address,
        certificateNumber,
        certificateValidFrom: from,
        certificateValidUntil: until,
      })),
    )
    .returning({ id: buyers.id });
  const [first, , , fourth] = made;
  if (!first || !fourth) return;
  await db.insert(shipments).values(
    depots.slice(0, 2).map((depot, index) => ({
      relayDepotId: depot.id,
      buyerId: index === 0 ? first.id : fourth.id,
      contractNumber: `C-2026-0${44 + index}`,
      dispatchDate: '2026-12-02',
      vehicleNumber: `21${5 + index} TU 48${21 + index}`,
      transportDocumentNumber: `CMR-7788${12 + index}`,
      grossWeightKg: 1900,
      netWeightKg: 1840,
      moistureImpuritiesPercent: 0.8,
      freeFattyAcidsPercent: 4.2,
    })),
  );
};
