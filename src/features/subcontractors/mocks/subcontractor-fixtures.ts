import type { RelayDepot, Subcontractor, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { zones } from '@/components/pickers/mocks/area-fixtures';

const stamp = { createdAt: '2025-09-01T08:00:00.000Z', updatedAt: '2026-11-20T16:45:00.000Z' };
const summary = ({ id, name, regionId }: { id: string; name: string; regionId: string }) => ({
  id,
  name,
  regionId,
});

const depot = (
  n: string,
  fields: Pick<RelayDepot, 'code' | 'name' | 'lat' | 'lng'>,
  served: (typeof zones)[keyof typeof zones][],
): RelayDepot => ({
  id: `00000000-0000-4000-8000-0000000004${n}`,
  ...fields,
  capacity: 12000,
  quantity: 4000,
  address: `${fields.name}, Tunisie`,
  email: `${fields.code.toLowerCase()}@depots-huile.tn`,
  phoneNumber: '+216 71 234 567',
  ...stamp,
  zones: served.map(summary),
});

/** Depots of the area fixtures' zones: two serve Grand Tunis, one Cap Bon, one Sfax. */
export const depots = {
  laMarsa: depot(
    '01',
    { code: 'DR-TUN-01', name: 'Dépôt relais La Marsa', lat: 36.8782, lng: 10.3247 },
    [zones.grandTunis],
  ),
  benArous: depot(
    '02',
    { code: 'DR-TUN-02', name: 'Dépôt relais Ben Arous', lat: 36.7531, lng: 10.2189 },
    [zones.grandTunis],
  ),
  nabeul: depot(
    '03',
    { code: 'DR-NAB-01', name: 'Dépôt relais Nabeul', lat: 36.4561, lng: 10.7376 },
    [zones.capBon],
  ),
  sfax: depot('04', { code: 'DR-SFX-01', name: 'Dépôt relais Sfax', lat: 34.7406, lng: 10.7603 }, [
    zones.sfax,
  ]),
};
export const relayDepotList = Object.values(depots);

const account = (n: string, fields: Partial<User>): User => ({
  id: `00000000-0000-4000-8000-0000000005${n}`,
  firstName: '',
  lastName: '',
  email: null,
  phoneNumber: null,
  cin: '',
  role: 'SUBCONTRACTOR',
  status: 'ACTIVE',
  profilePicture: null,
  deletedAt: null,
  ...stamp,
  ...fields,
});

const company = (
  n: string,
  user: User,
  zone: (typeof zones)[keyof typeof zones],
  relayDepot: RelayDepot,
  fields: Pick<
    Subcontractor,
    | 'companyName'
    | 'contractStartDate'
    | 'contractEndDate'
    | 'collectionCapacity'
    | 'assignedTankCapacity'
    | 'fleetSize'
    | 'vehicleCapacities'
  > &
    Partial<Pick<Subcontractor, 'managerSubcontractorId'>>,
): Subcontractor => ({
  id: `00000000-0000-4000-8000-0000000006${n}`,
  userId: user.id,
  user,
  zoneId: zone.id,
  zone: summary(zone),
  relayDepotId: relayDepot.id,
  relayDepot: {
    id: relayDepot.id,
    code: relayDepot.code,
    name: relayDepot.name,
    lat: relayDepot.lat,
    lng: relayDepot.lng,
  },
  managerSubcontractorId: null,
  ...fields,
  ...stamp,
});

const ecoHuile = company(
  '01',
  account('01', {
    firstName: 'Sami',
    lastName: 'Gharbi',
    email: 'sami.gharbi@ecohuile.tn',
    phoneNumber: '+216 55 210 874',
    cin: '07451236',
  }),
  zones.grandTunis,
  depots.laMarsa,
  {
    companyName: 'EcoHuile Tunis SARL',
    contractStartDate: '2026-01-01T00:00:00.000Z',
    contractEndDate: '2027-12-31T00:00:00.000Z',
    collectionCapacity: 3500,
    assignedTankCapacity: 2400,
    fleetSize: 3,
    vehicleCapacities: [1000, 1000, 1500],
  },
);

/** Five companies in three zones; one is managed by EcoHuile, one has no vehicle entered. */
export const subcontractors: Subcontractor[] = [
  ecoHuile,
  company(
    '02',
    account('02', {
      firstName: 'Nadia',
      lastName: 'Ben Youssef',
      email: 'nadia@recyclage-capbon.tn',
      cin: '08813377',
    }),
    zones.capBon,
    depots.nabeul,
    {
      companyName: 'Recyclage Cap Bon',
      contractStartDate: '2025-06-01T00:00:00.000Z',
      contractEndDate: '2026-05-31T00:00:00.000Z',
      collectionCapacity: 2200,
      assignedTankCapacity: 1800,
      fleetSize: 2,
      vehicleCapacities: [800, 1200],
    },
  ),
  company(
    '03',
    account('03', {
      firstName: 'Mehdi',
      lastName: 'Triki',
      phoneNumber: '+216 74 401 900',
      cin: '04120987',
    }),
    zones.sfax,
    depots.sfax,
    {
      companyName: 'Sud Collecte',
      contractStartDate: '2024-03-15T00:00:00.000Z',
      contractEndDate: '2027-03-14T00:00:00.000Z',
      collectionCapacity: 6000,
      assignedTankCapacity: 4500,
      fleetSize: 4,
      vehicleCapacities: [1500, 1500, 2000, 2500],
    },
  ),
  company(
    '04',
    account('04', {
      firstName: 'Ines',
      lastName: 'Hammami',
      email: 'ines.hammami@huilesbenarous.tn',
      phoneNumber: '+216 98 650 112',
      cin: '09981234',
    }),
    zones.grandTunis,
    depots.benArous,
    {
      companyName: 'Huiles Ben Arous',
      contractStartDate: '2026-02-01T00:00:00.000Z',
      contractEndDate: '2028-01-31T00:00:00.000Z',
      collectionCapacity: 1500,
      assignedTankCapacity: 900,
      fleetSize: 1,
      vehicleCapacities: [],
      managerSubcontractorId: ecoHuile.id,
    },
  ),
  company(
    '05',
    account('05', {
      firstName: 'Youssef',
      lastName: 'Chaabane',
      email: 'contact@marsa-collecte.tn',
      cin: '06543210',
    }),
    zones.grandTunis,
    depots.laMarsa,
    {
      companyName: 'Marsa Collecte',
      contractStartDate: '2025-01-01T00:00:00.000Z',
      contractEndDate: '2026-12-31T00:00:00.000Z',
      collectionCapacity: 2800.5,
      assignedTankCapacity: 1600,
      fleetSize: 2,
      vehicleCapacities: [1200],
    },
  ),
];

export const ecoHuileTunis = ecoHuile;

/**
 * Manages companies and their accounts: creating a company creates its account, which gets the
 * subcontractor's actions, and nobody hands out an action they do not hold.
 */
export const companyManager: User = {
  ...users.admin,
  permissions: {
    ...users.admin.permissions,
    removalVoucher: 'READ|CREATE|UPDATE',
    driver: 'READ|CREATE|UPDATE',
  },
};
