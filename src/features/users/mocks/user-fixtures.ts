import type { Permissions, User } from '@generated/model';
import { users as people } from '@mocks/fixtures';
import { regions, zones } from '@/components/pickers/mocks/area-fixtures';
import { RESOURCES } from '@/lib/access/policy';

const nord = { id: regions[0]!.id, name: regions[0]!.name };

const inRegion = (region: { id: string; name: string }) => ({
  regionId: region.id,
  region,
  zoneId: null,
  zone: null,
});
const inZone = (zone: { id: string; name: string; regionId: string }) => ({
  regionId: null,
  region: null,
  zoneId: zone.id,
  zone: { id: zone.id, name: zone.name, regionId: zone.regionId },
});

type PermissionMatrix = Omit<
  Permissions,
  'id' | 'userId' | 'regionId' | 'region' | 'zoneId' | 'zone'
>;

const user = (
  n: number,
  fields: Pick<User, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'cin' | 'role'> &
    Partial<Pick<User, 'status'>>,
  rights?: PermissionMatrix & ReturnType<typeof inRegion | typeof inZone>,
): User => {
  const id = `10000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
  return {
    id,
    status: 'ACTIVE',
    profilePicture: null,
    createdAt: `2026-0${1 + (n % 9)}-1${n % 10}T09:00:00.000Z`,
    updatedAt: '2026-11-20T10:00:00.000Z',
    deletedAt: null,
    ...fields,
    ...(rights && {
      permissions: { id: id.replace('10000000', '20000000'), userId: id, ...rights },
    }),
  };
};

/** Accounts of every role and status, for the list, the drawer and the tests. */
export const accounts = {
  /**
   * The signed-in administrator of the stories and tests: the one of mocks/fixtures, with every
   * right in the Nord region, so that she may give any right there.
   */
  amira: {
    ...people.admin,
    permissions: {
      id: people.admin.permissions.id,
      userId: people.admin.id,
      ...Object.fromEntries(
        RESOURCES.map((resource) => [resource, 'READ|CREATE|UPDATE|DELETE|DISABLE|ARCHIVE']),
      ),
      ...inRegion(nord),
    },
  } as User,
  nadia: user(1, {
    firstName: 'Nadia',
    lastName: 'Ben Romdhane',
    email: 'superadmin@collecte-huile.tn',
    phoneNumber: '+216 98 000 001',
    cin: '01234567',
    role: 'SUPER_ADMIN',
  }),
  youssef: user(
    2,
    {
      firstName: 'Youssef',
      lastName: 'Hammami',
      email: 'youssef.hammami@collecte-huile.tn',
      phoneNumber: null,
      cin: '04561237',
      role: 'REGIONAL_MANAGER',
    },
    {
      holder: 'READ|CREATE|UPDATE',
      tour: 'READ|CREATE|UPDATE|DELETE',
      removalVoucher: 'READ|UPDATE',
      users: 'READ',
      ...inRegion(nord),
    },
  ),
  sami: user(
    3,
    {
      firstName: 'Sami',
      lastName: 'Gharbi',
      email: 'sami.gharbi@ecohuile.tn',
      phoneNumber: '+216 55 210 874',
      cin: '07451236',
      role: 'SUBCONTRACTOR',
    },
    {
      holder: 'READ',
      tour: 'READ|UPDATE',
      removalVoucher: 'READ|CREATE',
      driver: 'READ|CREATE|UPDATE',
      ...inZone(zones.grandTunis),
    },
  ),
  karim: user(
    4,
    {
      firstName: 'Karim',
      lastName: 'Ben Salah',
      email: null,
      phoneNumber: '+216 22 456 789',
      cin: '08765432',
      role: 'DRIVER',
      status: 'PENDING',
    },
    { tour: 'READ', removalVoucher: 'READ|CREATE', ...inZone(zones.grandTunis) },
  ),
  leila: user(
    5,
    {
      firstName: 'Leïla',
      lastName: 'Jaziri',
      email: 'leila.jaziri@collecte-huile.tn',
      phoneNumber: '+216 97 332 118',
      cin: '06329874',
      role: 'ADMIN',
      status: 'REVOKED',
    },
    {
      holder: 'READ|CREATE|UPDATE',
      users: 'READ|CREATE|UPDATE',
      ...inRegion(nord),
    },
  ),
  rania: user(
    7,
    {
      firstName: 'Rania',
      lastName: 'Chebbi',
      email: 'rania.chebbi@collecte-huile.tn',
      phoneNumber: null,
      cin: '05214789',
      role: 'REGIONAL_MANAGER',
      status: 'REVOKED',
    },
    { holder: 'READ', tour: 'READ', ...inRegion(nord) },
  ),
  mehdi: user(
    6,
    {
      firstName: 'Mehdi',
      lastName: 'Zouari',
      email: null,
      phoneNumber: '+216 24 118 905',
      cin: '09871236',
      role: 'DRIVER',
    },
    { tour: 'READ', removalVoucher: 'READ|CREATE', ...inZone(zones.sfax) },
  ),
};

export const userAccounts: User[] = Object.values(accounts);
