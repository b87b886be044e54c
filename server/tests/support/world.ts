import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  buyers,
  complaints,
  holders,
  permissions,
  relayDepots,
  relayDepotZones,
  removalVouchers,
  shipments,
  subcontractors,
  tourHolders,
  tours,
  users,
} from '@server/db/schema';
import { ids } from './fixture';

/**
 * Records on both sides of the border between the fixture's two regions: "N" in Grand Tunis
 * (Nord), "C" in the Sahel (Centre-Est). subN is the company of the fixture SUBCONTRACTOR
 * account and of the fixture DRIVER, who drives tourN; subN2 is a competitor in the same zone
 * (its depot depotN2, its holder holderN2, its driver driverN2 on tourN2), subC works in the
 * Sahel (its driver driverC on tourC).
 */
export const world = {
  depotN: 'c1000000-0000-4000-8000-000000000001',
  depotC: 'c1000000-0000-4000-8000-000000000002',
  depotN2: 'c1000000-0000-4000-8000-000000000003',
  subN: 'c2000000-0000-4000-8000-000000000001',
  subN2: 'c2000000-0000-4000-8000-000000000002',
  subC: 'c2000000-0000-4000-8000-000000000003',
  holderN: 'c3000000-0000-4000-8000-000000000001',
  holderC: 'c3000000-0000-4000-8000-000000000002',
  holderN2: 'c3000000-0000-4000-8000-000000000003',
  tourN: 'c4000000-0000-4000-8000-000000000001',
  tourN2: 'c4000000-0000-4000-8000-000000000002',
  tourC: 'c4000000-0000-4000-8000-000000000003',
  voucherN: 'c5000000-0000-4000-8000-000000000001',
  voucherN2: 'c5000000-0000-4000-8000-000000000002',
  voucherC: 'c5000000-0000-4000-8000-000000000003',
  complaintN: 'c6000000-0000-4000-8000-000000000001',
  complaintC: 'c6000000-0000-4000-8000-000000000002',
  complaintN2: 'c6000000-0000-4000-8000-000000000003',
  accountN2: 'c7000000-0000-4000-8000-000000000001',
  accountC: 'c7000000-0000-4000-8000-000000000002',
  driverN2: 'c7000000-0000-4000-8000-000000000003',
  driverC: 'c7000000-0000-4000-8000-000000000004',
  buyer: 'c8000000-0000-4000-8000-000000000001',
  shipmentN: 'c9000000-0000-4000-8000-000000000001',
  shipmentN2: 'c9000000-0000-4000-8000-000000000002',
  shipmentC: 'c9000000-0000-4000-8000-000000000003',
} as const;

const date = new Date('2026-01-01T00:00:00.000Z');

const depot = (id: string, code: string, zoneId: string) => ({
  row: {
    id,
    code,
    name: `Dépôt ${code}`,
    capacity: 1000,
    quantity: 100,
    address: 'Zone industrielle',
    lat: 36.8,
    lng: 10.2,
    email: `${code.toLowerCase()}@test.tn`,
    phoneNumber: '+216 71 000 000',
  },
  zone: { relayDepotId: id, zoneId },
});

const company = (id: string, userId: string, zoneId: string, relayDepotId: string) => ({
  id,
  userId,
  companyName: `Société ${id.slice(-1)}`,
  contractStartDate: date,
  contractEndDate: new Date('2027-01-01T00:00:00.000Z'),
  zoneId,
  relayDepotId,
  collectionCapacity: 1000,
  assignedTankCapacity: 500,
  fleetSize: 1,
  vehicleCapacities: [],
});

const holder = (id: string, number: string, delegationId: string, subcontractorId: string) => ({
  id,
  name: `Détenteur ${number}`,
  address: '1 rue de test',
  oilType: 'Huile de friture',
  storageCapacity: 100,
  contact: 'Contact',
  sectorCode: 'A' as const,
  sectorSActCode: 'A' as const,
  identificationDate: date,
  subcontractorAssignmentStartDate: date,
  postalCode: 2000,
  city: 'Ville',
  netAmount: 10,
  latestTankAssignment: 'CUV-1',
  latestTankAssignmentDate: date,
  contactPhone: '+216 71 000 000',
  contactEmail: 'contact@test.tn',
  number,
  delegationId,
  subcontractorId,
  supplierStatus: 'ACTIVE' as const,
  category: 'EXCLUSIVE' as const,
  collectFrequencyType: 'WEEKLY' as const,
  collectFrequencyNumber: 1,
});

const voucher = (id: string, number: string, holderId: string, subcontractorId: string) => ({
  id,
  number,
  extractedTanks: [{ tankNumber: 1, extractedQuantity: 10 }],
  dueSum: 8,
  holderId,
  removalDate: '2026-11-01',
  subcontractorId,
  actualSubcontractorId: subcontractorId,
  signature: '/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png',
});

export const buildWorld = async (db: Db, passwordHash: string) => {
  const w = world;
  await db.insert(users).values(
    [w.accountN2, w.accountC].map((id, index) => ({
      id,
      firstName: 'Compte',
      lastName: `Société ${index}`,
      email: `societe${index}@test.tn`,
      cin: `1${index}000000`,
      role: 'SUBCONTRACTOR' as const,
      status: 'ACTIVE' as const,
      passwordHash,
    })),
  );
  await db.insert(users).values(
    [w.driverN2, w.driverC].map((id, index) => ({
      id,
      firstName: 'Chauffeur',
      lastName: `Société ${index}`,
      phoneNumber: `+216 22 100 00${index}`,
      phoneDigits: `2162210000${index}`,
      cin: `2${index}000000`,
      role: 'DRIVER' as const,
      status: 'ACTIVE' as const,
      passwordHash,
    })),
  );
  const driverActions = { tour: 'READ', removalVoucher: 'READ|CREATE' };
  await db.insert(permissions).values([
    { userId: w.accountN2, holder: 'READ', zoneId: ids.grandTunis },
    { userId: w.accountC, holder: 'READ', zoneId: ids.sahel },
    { userId: w.driverN2, ...driverActions, zoneId: ids.grandTunis },
    { userId: w.driverC, ...driverActions, zoneId: ids.sahel },
  ]);
  const depots = [
    depot(w.depotN, 'RD-N', ids.grandTunis),
    depot(w.depotC, 'RD-C', ids.sahel),
    depot(w.depotN2, 'RD-N2', ids.grandTunis),
  ];
  await db.insert(relayDepots).values(depots.map((d) => d.row));
  await db.insert(relayDepotZones).values(depots.map((d) => d.zone));
  await db
    .insert(subcontractors)
    .values([
      company(w.subN, ids.users.subcontractor, ids.grandTunis, w.depotN),
      company(w.subN2, w.accountN2, ids.grandTunis, w.depotN2),
      company(w.subC, w.accountC, ids.sahel, w.depotC),
    ]);
  // Each driver works for its company.
  for (const [driver, company] of [
    [ids.users.driver, w.subN],
    [w.driverN2, w.subN2],
    [w.driverC, w.subC],
  ] as const) {
    await db.update(users).set({ subcontractorId: company }).where(eq(users.id, driver));
  }
  await db
    .insert(holders)
    .values([
      holder(w.holderN, 'H-N', ids.laMarsa, w.subN),
      holder(w.holderC, 'H-C', ids.sousseMedina, w.subC),
      holder(w.holderN2, 'H-N2', ids.carthage, w.subN2),
    ]);
  await db.insert(tours).values([
    {
      id: w.tourN,
      zoneId: ids.grandTunis,
      relayDepotId: w.depotN,
      subcontractorId: w.subN,
      driverId: ids.users.driver,
    },
    {
      id: w.tourN2,
      zoneId: ids.grandTunis,
      relayDepotId: w.depotN2,
      subcontractorId: w.subN2,
      driverId: w.driverN2,
    },
    {
      id: w.tourC,
      zoneId: ids.sahel,
      relayDepotId: w.depotC,
      subcontractorId: w.subC,
      driverId: w.driverC,
    },
  ]);
  await db.insert(tourHolders).values([
    { tourId: w.tourN, holderId: w.holderN, position: 1 },
    { tourId: w.tourN2, holderId: w.holderN2, position: 1 },
    { tourId: w.tourC, holderId: w.holderC, position: 1 },
  ]);
  await db
    .insert(removalVouchers)
    .values([
      voucher(w.voucherN, 'V-N', w.holderN, w.subN),
      voucher(w.voucherN2, 'V-N2', w.holderN2, w.subN2),
      voucher(w.voucherC, 'V-C', w.holderC, w.subC),
    ]);
  await db.insert(complaints).values([
    {
      id: w.complaintN,
      holderId: w.holderN,
      subject: 'N',
      description: 'N',
      createdById: ids.users.admin,
    },
    {
      id: w.complaintC,
      holderId: w.holderC,
      subject: 'C',
      description: 'C',
      createdById: ids.users.managerCentre,
    },
    {
      id: w.complaintN2,
      holderId: w.holderN2,
      subject: 'N2',
      description: 'N2',
      createdById: w.accountN2,
    },
  ]);
  // A buyer belongs to no area; each depot plans a shipment to it, small enough for its stock.
  await db.insert(buyers).values({
    id: w.buyer,
    name: 'BioDiesel Monde',
    country: 'IT',
    address: 'Via del Porto 12, Palermo',
    certificateNumber: 'EU-ISCC-Cert-IT201-00000001',
    certificateValidFrom: '2020-01-01',
    certificateValidUntil: '2099-12-31',
  });
  await db.insert(shipments).values(
    (
      [
        [w.shipmentN, w.depotN],
        [w.shipmentN2, w.depotN2],
        [w.shipmentC, w.depotC],
      ] as const
    ).map(([id, relayDepotId], index) => ({
      id,
      relayDepotId,
      buyerId: w.buyer,
      contractNumber: `C-${index}`,
      dispatchDate: '2026-11-20',
      vehicleNumber: `215 TU ${index}`,
      transportDocumentNumber: `CMR-${index}`,
      grossWeightKg: 30,
      netWeightKg: 20,
    })),
  );
};
