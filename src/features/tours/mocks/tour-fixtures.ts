import type {
  Holder,
  RelayDepot,
  Subcontractor,
  Tour,
  User,
  Zone,
  ZoneSummary,
} from '@generated/model';
import { delegations, zones } from '@/components/pickers/mocks/area-fixtures';

/** Tours, and the depots, subcontractors, holders and drivers they are made of. Fixed ids. */
const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const tourZones = zones;
const zoneSummary = ({ id: zoneId, name, regionId }: Zone): ZoneSummary => ({
  id: zoneId,
  name,
  regionId,
});

const depot = (
  n: number,
  code: string,
  name: string,
  lat: number,
  lng: number,
  zone: Zone,
): RelayDepot => ({
  id: id('d0000000', n),
  code,
  name,
  capacity: 12000,
  quantity: 4000,
  address: `${name}, Tunisie`,
  lat,
  lng,
  email: `${code.toLowerCase()}@depots-huile.tn`,
  phoneNumber: '+216 71 234 567',
  createdAt: '2025-09-01T08:00:00.000Z',
  updatedAt: '2026-11-20T16:45:00.000Z',
  zones: [zoneSummary(zone)],
});

export const depots = {
  laMarsa: depot(1, 'DR-TUN-01', 'Dépôt relais La Marsa', 36.8685, 10.301, zones.grandTunis),
  ariana: depot(2, 'DR-TUN-02', 'Dépôt relais Ariana', 36.8665, 10.1647, zones.grandTunis),
  nabeul: depot(3, 'DR-NAB-01', 'Dépôt relais Nabeul', 36.4561, 10.7376, zones.capBon),
  sfax: depot(4, 'DR-SFX-01', 'Dépôt relais Sfax', 34.7128, 10.7424, zones.sfax),
};

const person = (n: number, firstName: string, lastName: string, role: User['role']): User => ({
  id: id('a0000000', n),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\W/g, '')}@collecte-huile.tn`,
  phoneNumber: '+216 22 456 789',
  cin: `0912345${n}`,
  role,
  status: 'ACTIVE',
  profilePicture: null,
  createdAt: '2025-03-14T09:12:00.000Z',
  updatedAt: '2026-10-02T15:40:00.000Z',
  deletedAt: null,
});

export const drivers = {
  karim: person(1, 'Karim', 'Ben Salah', 'DRIVER'),
  nour: person(2, 'Nour', 'Jaziri', 'DRIVER'),
  walid: person(3, 'Walid', 'Hammami', 'DRIVER'),
};

const subcontractor = (
  n: number,
  companyName: string,
  zone: Zone,
  relayDepot: RelayDepot,
): Subcontractor => {
  const user = person(10 + n, 'Gérant', companyName.split(' ')[0]!, 'SUBCONTRACTOR');
  return {
    id: id('c0000000', n),
    userId: user.id,
    user,
    contractStartDate: '2025-01-01T00:00:00.000Z',
    contractEndDate: '2027-12-31T00:00:00.000Z',
    companyName,
    zoneId: zone.id,
    relayDepotId: relayDepot.id,
    collectionCapacity: 8000,
    assignedTankCapacity: 2000,
    fleetSize: 3,
    vehicleCapacities: [1000, 1500],
    managerSubcontractorId: null,
    zone: zoneSummary(zone),
    relayDepot: {
      id: relayDepot.id,
      code: relayDepot.code,
      name: relayDepot.name,
      lat: relayDepot.lat,
      lng: relayDepot.lng,
    },
    createdAt: '2025-01-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
  };
};

export const subcontractors = {
  ecoHuile: subcontractor(1, 'EcoHuile Tunis', zones.grandTunis, depots.laMarsa),
  collecteNord: subcontractor(2, 'Collecte Nord', zones.grandTunis, depots.ariana),
  capBon: subcontractor(3, 'Recyclage Cap Bon', zones.capBon, depots.nabeul),
  sud: subcontractor(4, 'Sud Collecte', zones.sfax, depots.sfax),
};

const baseHolder: Omit<Holder, 'id' | 'name' | 'number' | 'lat' | 'lng'> = {
  address: '12 avenue Habib Bourguiba',
  oilType: 'Huile de friture',
  storageCapacity: 600,
  contact: 'Leïla Ben Ammar',
  sectorCode: 'A',
  sectorSActCode: 'B',
  identificationDate: '2024-03-11T00:00:00.000Z',
  subcontractorAssignmentStartDate: '2024-04-01T00:00:00.000Z',
  postalCode: 2070,
  city: 'La Marsa',
  netAmount: 480.5,
  latestTankAssignment: 'CUV-0457',
  latestTankAssignmentDate: '2025-09-15T00:00:00.000Z',
  contactPhone: '+216 98 220 417',
  contactEmail: 'contact@exemple.tn',
  delegationId: delegations.laMarsa.id,
  subcontractorId: subcontractors.ecoHuile.id,
  status: 'PLANNED',
  supplierStatus: 'ACTIVE',
  category: 'EXCLUSIVE',
  collectFrequencyType: 'WEEKLY',
  collectFrequencyNumber: 1,
  createdAt: '2024-03-11T09:30:00.000Z',
  updatedAt: '2026-10-02T15:40:00.000Z',
  deletedAt: null,
  delegation: delegations.laMarsa,
  subcontractor: { id: subcontractors.ecoHuile.id, companyName: 'EcoHuile Tunis' },
  declaration: null,
  nonCompliance: null,
};

const holder = (
  n: number,
  name: string,
  position: [number, number] | null,
  fields: Partial<Holder> = {},
): Holder => ({
  ...baseHolder,
  id: id('e0000000', n),
  name,
  number: `DT-${String(n).padStart(6, '0')}`,
  lat: position?.[0] ?? null,
  lng: position?.[1] ?? null,
  ...fields,
});

const capBonFields = {
  delegationId: delegations.hammamet.id,
  delegation: delegations.hammamet,
  city: 'Hammamet',
  postalCode: 8050,
  subcontractorId: subcontractors.capBon.id,
  subcontractor: { id: subcontractors.capBon.id, companyName: 'Recyclage Cap Bon' },
};

export const tourHolders = {
  darElJeld: holder(1, 'Restaurant Dar El Jeld', [36.7992, 10.1706], {
    city: 'Tunis',
    status: 'PENDING',
    collectFrequencyNumber: 2,
  }),
  marsaPlage: holder(2, 'Hôtel La Marsa Plage', [36.889, 10.327], {
    status: 'COLLECTED',
    collectFrequencyType: 'DAILY',
  }),
  carthage: holder(3, 'Cantine du lycée de Carthage', [36.8529, 10.3233], {
    city: 'Carthage',
    delegationId: delegations.carthage.id,
    delegation: delegations.carthage,
    collectFrequencyType: 'MONTHLY',
    collectFrequencyNumber: 2,
  }),
  sidiBouSaid: holder(4, 'Café des Délices', [36.87, 10.341], {
    city: 'Sidi Bou Saïd',
    status: 'ANOMALY',
  }),
  kram: holder(5, 'Restaurant Le Kram', [36.8333, 10.3167], { city: 'Le Kram' }),
  arianaCentre: holder(6, 'Pâtisserie Ariana Centre', [36.8625, 10.1956], {
    city: 'Ariana',
    delegationId: delegations.arianaVille.id,
    delegation: delegations.arianaVille,
  }),
  menzah: holder(7, 'Snack El Menzah', null, {
    city: 'Ariana',
    delegationId: delegations.arianaVille.id,
    delegation: delegations.arianaVille,
    status: 'PENDING',
  }),
  orangers: holder(8, 'Hôtel Les Orangers', [36.3737, 10.5386], {
    ...capBonFields,
    collectFrequencyType: 'DAILY',
    collectFrequencyNumber: 2,
  }),
  pecheur: holder(9, 'Restaurant Le Pêcheur', [36.4513, 10.735], {
    ...capBonFields,
    city: 'Nabeul',
    delegationId: delegations.nabeul.id,
    delegation: delegations.nabeul,
  }),
  ibnKhaldoun: holder(10, 'Cantine du lycée Ibn Khaldoun', [34.74, 10.76], {
    city: 'Sfax',
    postalCode: 3000,
    delegationId: delegations.sfaxVille.id,
    delegation: delegations.sfaxVille,
    subcontractorId: subcontractors.sud.id,
    subcontractor: { id: subcontractors.sud.id, companyName: 'Sud Collecte' },
  }),
};

/** The zone a holder is in, through its delegation. */
export const zoneOfHolder = (h: Holder) => h.delegation?.zoneId;

const summaryOfDepot = (d: RelayDepot) => ({
  id: d.id,
  code: d.code,
  name: d.name,
  lat: d.lat,
  lng: d.lng,
});
const summaryOfUser = (u: User) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: u.phoneNumber,
});

/** A tour as the server answers it, from the records it points to. */
export function buildTour(fields: {
  id: string;
  zone: Zone;
  relayDepot: RelayDepot;
  subcontractor: Subcontractor;
  assignedSubcontractor?: Subcontractor | null;
  driver?: User | null;
  holders: Holder[];
  reference: string;
  plannedDate: string | null;
  createdAt: string;
  updatedAt: string;
}): Tour {
  return {
    id: fields.id,
    reference: fields.reference,
    plannedDate: fields.plannedDate,
    zoneId: fields.zone.id,
    relayDepotId: fields.relayDepot.id,
    subcontractorId: fields.subcontractor.id,
    assignedSubcontractorId: fields.assignedSubcontractor?.id ?? null,
    driverId: fields.driver?.id ?? null,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
    zone: zoneSummary(fields.zone),
    relayDepot: summaryOfDepot(fields.relayDepot),
    subcontractor: { id: fields.subcontractor.id, companyName: fields.subcontractor.companyName },
    assignedSubcontractor: fields.assignedSubcontractor
      ? {
          id: fields.assignedSubcontractor.id,
          companyName: fields.assignedSubcontractor.companyName,
        }
      : null,
    driver: fields.driver ? summaryOfUser(fields.driver) : null,
    holders: fields.holders.map((h, index) => ({
      id: h.id,
      name: h.name,
      lat: h.lat ?? null,
      lng: h.lng ?? null,
      order: index + 1,
    })),
  };
}

const h = tourHolders;
export const tours = {
  marsa: buildTour({
    id: id('f0000000', 1),
    zone: zones.grandTunis,
    relayDepot: depots.laMarsa,
    subcontractor: subcontractors.ecoHuile,
    driver: drivers.karim,
    holders: [h.carthage, h.sidiBouSaid, h.marsaPlage, h.kram],
    reference: 'T-2026-0042',
    plannedDate: '2026-11-24',
    createdAt: '2026-11-19T16:00:00.000Z',
    updatedAt: '2026-11-21T07:30:00.000Z',
  }),
  ariana: buildTour({
    id: id('f0000000', 2),
    zone: zones.grandTunis,
    relayDepot: depots.ariana,
    subcontractor: subcontractors.collecteNord,
    assignedSubcontractor: subcontractors.ecoHuile,
    holders: [h.arianaCentre, h.darElJeld, h.menzah],
    reference: 'T-2026-0041',
    plannedDate: '2026-11-20',
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
  }),
  capBon: buildTour({
    id: id('f0000000', 3),
    zone: zones.capBon,
    relayDepot: depots.nabeul,
    subcontractor: subcontractors.capBon,
    driver: drivers.nour,
    holders: [h.orangers, h.pecheur],
    reference: 'T-2026-0038',
    // Planned last of all though created early: the list's order is the planned date's.
    plannedDate: '2026-11-26',
    createdAt: '2026-11-15T07:45:00.000Z',
    updatedAt: '2026-11-16T10:10:00.000Z',
  }),
  sfax: buildTour({
    id: id('f0000000', 4),
    zone: zones.sfax,
    relayDepot: depots.sfax,
    subcontractor: subcontractors.sud,
    holders: [h.ibnKhaldoun],
    reference: 'T-2026-0031',
    plannedDate: '2026-11-12',
    createdAt: '2026-11-10T08:00:00.000Z',
    updatedAt: '2026-11-10T08:00:00.000Z',
  }),
};

export const missingTourId = '00000000-0000-4000-8000-000000000404';
