import type { components } from '@generated/openapi-types/schema';
import { ids } from './fixture';
import type { ApiClient } from './harness';

type Schemas = components['schemas'];

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

const must = <T>(result: { data?: T; error?: unknown; response: Response }, what: string): T => {
  if (!result.data) {
    throw new Error(`${what} failed (${result.response.status}): ${JSON.stringify(result.error)}`);
  }
  return result.data;
};

export const holderBody = (
  overrides: Partial<Schemas['HolderCreate']> = {},
): Schemas['HolderCreate'] => {
  const n = next();
  return {
    name: `Restaurant ${n}`,
    address: `${n} avenue Habib Bourguiba`,
    lat: 36.87,
    lng: 10.32,
    oilType: 'Huile de friture',
    storageCapacity: 200,
    contact: 'Mohamed Ben Ali',
    contactLandline: '+216 71 560 916',
    sectorCode: 'A',
    sectorSActCode: 'B',
    identificationDate: '2024-05-06T00:00:00.000Z',
    subcontractorAssignmentStartDate: '2025-01-01T00:00:00.000Z',
    postalCode: 2070,
    city: 'La Marsa',
    netAmount: 1250.5,
    latestTankAssignment: `CUV-200L-${n}`,
    latestTankAssignmentDate: '2025-01-08T00:00:00.000Z',
    contactPhone: '+216 98 456 123',
    contactEmail: `contact${n}@resto.tn`,
    number: `DT-TEST-${n}`,
    delegationId: ids.laMarsa,
    supplierStatus: 'ACTIVE',
    category: 'EXCLUSIVE',
    collectFrequencyType: 'WEEKLY',
    collectFrequencyNumber: 2,
    ...overrides,
  };
};

export const createHolder = async (
  api: ApiClient,
  overrides: Partial<Schemas['HolderCreate']> = {},
) => must(await api.POST('/holders', { body: holderBody(overrides) }), 'createHolder');

export const depotBody = (
  overrides: Partial<Schemas['RelayDepotCreate']> = {},
): Schemas['RelayDepotCreate'] => {
  const n = next();
  return {
    code: `RD-T-${n}`,
    name: `Dépôt ${n}`,
    capacity: 10000,
    quantity: 1000,
    address: 'Zone industrielle',
    lat: 36.88,
    lng: 10.32,
    email: `depot${n}@collecte-huile.tn`,
    phoneNumber: '+216 71 774 210',
    zoneIds: [ids.grandTunis],
    ...overrides,
  };
};

export const createDepot = async (
  api: ApiClient,
  overrides: Partial<Schemas['RelayDepotCreate']> = {},
) => must(await api.POST('/relay-depots', { body: depotBody(overrides) }), 'createRelayDepot');

export const subcontractorBody = (
  relayDepotId: string,
  overrides: Partial<Schemas['SubcontractorCreate']> = {},
): Schemas['SubcontractorCreate'] => {
  const n = next();
  return {
    firstName: 'Sami',
    lastName: `Gharbi ${n}`,
    email: `sami${n}@ecohuile.tn`,
    phoneNumber: '',
    cin: `07${String(n).padStart(6, '0')}`,
    companyName: `EcoHuile ${n}`,
    contractStartDate: '2026-01-01T00:00:00.000Z',
    contractEndDate: '2027-12-31T00:00:00.000Z',
    zoneId: ids.grandTunis,
    relayDepotId,
    collectionCapacity: 3500,
    assignedTankCapacity: 2400,
    fleetSize: 3,
    vehicleCapacities: [1000, 1000, 1500],
    ...overrides,
  };
};

export const createSubcontractor = async (
  api: ApiClient,
  relayDepotId: string,
  overrides: Partial<Schemas['SubcontractorCreate']> = {},
) =>
  must(
    await api.POST('/subcontractors', { body: subcontractorBody(relayDepotId, overrides) }),
    'createSubcontractor',
  );

/** A depot, a subcontractor and holders in Grand Tunis: enough for tours and vouchers. */
export const createNetwork = async (api: ApiClient, holderCount = 2) => {
  const depot = await createDepot(api);
  const subcontractor = await createSubcontractor(api, depot.id);
  const holders = [];
  for (let index = 0; index < holderCount; index += 1) {
    holders.push(await createHolder(api, { subcontractorId: subcontractor.id }));
  }
  return { depot, subcontractor, holders };
};

export const voucherBody = (
  holderId: string,
  subcontractorId: string,
  overrides: Partial<Schemas['RemovalVoucherCreate']> = {},
): Schemas['RemovalVoucherCreate'] => ({
  number: `BE-TEST-${next()}`,
  extractedTanks: [{ tankNumber: 1, extractedQuantity: 120 }],
  dueSum: 96,
  holderId,
  removalDate: '2026-11-20',
  subcontractorId,
  actualSubcontractorId: subcontractorId,
  signature: '/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png',
  photos: [],
  ...overrides,
});

export const tourBody = (
  network: Awaited<ReturnType<typeof createNetwork>>,
  overrides: Partial<Schemas['TourCreate']> = {},
): Schemas['TourCreate'] => ({
  zoneId: ids.grandTunis,
  relayDepotId: network.depot.id,
  subcontractorId: network.subcontractor.id,
  holders: network.holders.map((holder) => holder.id),
  ...overrides,
});

export { must };

export const buyerBody = (
  overrides: Partial<Schemas['BuyerCreate']> = {},
): Schemas['BuyerCreate'] => {
  const n = next();
  return {
    name: `BioDiesel ${n}`,
    country: 'IT',
    address: `Via del Porto ${n}, 90133 Palermo`,
    certificateNumber: `EU-ISCC-Cert-IT201-${String(n).padStart(8, '0')}`,
    certificateValidFrom: '2026-01-01',
    certificateValidUntil: '2027-12-31',
    ...overrides,
  };
};

export const createBuyer = async (
  api: ApiClient,
  overrides: Partial<Schemas['BuyerCreate']> = {},
) => must(await api.POST('/buyers', { body: buyerBody(overrides) }), 'createBuyer');

export const shipmentBody = (
  relayDepotId: string,
  buyerId: string,
  overrides: Partial<Schemas['ShipmentCreate']> = {},
): Schemas['ShipmentCreate'] => {
  const n = next();
  return {
    relayDepotId,
    buyerId,
    contractNumber: `C-2026-${n}`,
    dispatchDate: '2026-11-20',
    vehicleNumber: `215 TU ${n}`,
    transportDocumentNumber: `CMR-${n}`,
    grossWeightKg: 500,
    netWeightKg: 460,
    ...overrides,
  };
};

export const createShipment = async (
  api: ApiClient,
  relayDepotId: string,
  buyerId: string,
  overrides: Partial<Schemas['ShipmentCreate']> = {},
) =>
  must(
    await api.POST('/shipments', { body: shipmentBody(relayDepotId, buyerId, overrides) }),
    'createShipment',
  );
