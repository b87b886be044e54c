import type { Buyer, RelayDepot, Shipment } from '@generated/model';

const updatedAt = '2026-11-20T09:00:00.000Z';

export const laMarsa = {
  id: '5d1e7c3a-2b4f-4e6a-9c8d-7f0a1b2c3d01',
  code: 'DR-TUN-01',
  name: 'Dépôt relais La Marsa',
  lat: 36.8892,
  lng: 10.3229,
};
export const nabeul = {
  id: '5d1e7c3a-2b4f-4e6a-9c8d-7f0a1b2c3d02',
  code: 'DR-NAB-01',
  name: 'Dépôt relais Nabeul',
  lat: 36.4561,
  lng: 10.7376,
};

/** The depots a shipment form offers, as the depots list answers them. */
export const depots: RelayDepot[] = [laMarsa, nabeul].map((depot) => ({
  ...depot,
  capacity: 12000,
  quantity: 9000,
  address: 'Zone industrielle',
  email: 'depot@collecte-huile.tn',
  phoneNumber: '+216 71 774 210',
  createdAt: updatedAt,
  updatedAt,
  zones: [],
}));

export const bioDiesel: Buyer = {
  id: '3f0a6c1e-5b2d-4e8f-9a71-0c2b4d6e8f01',
  name: 'BioDiesel Sud SpA',
  country: 'IT',
  address: 'Via del Porto 12, 90133 Palermo',
  certificateNumber: 'EU-ISCC-Cert-IT201-10482233',
  certificateValidFrom: '2026-03-01',
  certificateValidUntil: '2099-02-28',
  createdAt: updatedAt,
  updatedAt,
};

const buyer = ({ id, name, country, certificateNumber, certificateValidUntil }: Buyer) => ({
  id,
  name,
  country,
  certificateNumber,
  certificateValidUntil,
});

const shipment = (
  id: string,
  fields: Partial<Shipment> & Pick<Shipment, 'contractNumber' | 'dispatchDate' | 'status'>,
): Shipment => ({
  id,
  relayDepotId: laMarsa.id,
  relayDepot: laMarsa,
  buyerId: bioDiesel.id,
  buyer: buyer(bioDiesel),
  vehicleNumber: '215 TU 4821',
  transportDocumentNumber: 'CMR-778812',
  grossWeightKg: 18650,
  netWeightKg: 18400,
  densityKgPerLitre: 0.92,
  netLitres: 20000,
  moistureImpuritiesPercent: 0.8,
  freeFattyAcidsPercent: 4.2,
  declarationNumber: null,
  dispatchedAt: null,
  receivedDate: null,
  receivedWeightKg: null,
  createdAt: updatedAt,
  updatedAt,
  ...fields,
});

/** One shipment in each state: planned (La Marsa), dispatched (Nabeul), received. */
export const planned = shipment('8a2c4e6f-1b3d-4f5a-9c7e-0d2f4a6c8e01', {
  contractNumber: 'C-2026-044',
  dispatchDate: '2026-12-02',
  status: 'PLANNED',
  moistureImpuritiesPercent: null,
  freeFattyAcidsPercent: null,
});
export const dispatched = shipment('8a2c4e6f-1b3d-4f5a-9c7e-0d2f4a6c8e02', {
  contractNumber: 'C-2026-039',
  dispatchDate: '2026-11-20',
  status: 'DISPATCHED',
  relayDepotId: nabeul.id,
  relayDepot: nabeul,
  declarationNumber: 'SD-2026-000012',
  dispatchedAt: '2026-11-20T07:40:00.000Z',
});
export const received = shipment('8a2c4e6f-1b3d-4f5a-9c7e-0d2f4a6c8e03', {
  contractNumber: 'C-2026-031',
  dispatchDate: '2026-11-04',
  status: 'RECEIVED',
  declarationNumber: 'SD-2026-000009',
  dispatchedAt: '2026-11-04T06:55:00.000Z',
  receivedDate: '2026-11-07',
  receivedWeightKg: 18350,
});

export const shipments: Shipment[] = [planned, dispatched, received];
