import type { User } from '@generated/model';

const base: User = {
  id: '79b7b1bd-6094-4f7a-9a60-4dba7d309b6d',
  firstName: 'Amira',
  lastName: 'Trabelsi',
  email: 'amira.trabelsi@collecte-huile.tn',
  phoneNumber: '+216 98 123 456',
  cin: '09123456',
  role: 'ADMIN',
  status: 'ACTIVE',
  profilePicture: null,
  createdAt: '2025-03-14T09:12:00.000Z',
  updatedAt: '2026-10-02T15:40:00.000Z',
  deletedAt: null,
};

const region = { id: '73006ad2-980d-44d6-8723-f789eecba58a', name: 'Nord' };
const zone = {
  id: 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d',
  name: 'Grand Tunis',
  regionId: region.id,
};

/** Known people for tests and stories, one per kind of access. */
export const users = {
  superAdmin: {
    ...base,
    id: 'e0c1a9b2-1d2e-4f3a-9b4c-5d6e7f8a9b01',
    firstName: 'Hédi',
    lastName: 'Mansour',
    role: 'SUPER_ADMIN',
  },
  admin: {
    ...base,
    permissions: {
      id: 'fced76a2-ef89-4033-a1d9-cd8dc836d164',
      userId: base.id,
      holder: 'READ|CREATE|UPDATE|DELETE',
      relayDepot: 'READ|CREATE|UPDATE',
      subcontractor: 'READ|CREATE|UPDATE',
      tour: 'READ|CREATE|UPDATE',
      removalVoucher: 'READ|UPDATE',
      driver: 'READ',
      users: 'READ|CREATE|UPDATE|DELETE',
      complaint: 'READ|CREATE|UPDATE',
      // A company's account is given declaration CREATE: its creator must hold it.
      declaration: 'CREATE',
      buyer: 'READ|CREATE|UPDATE|DELETE',
      shipment: 'READ|CREATE|UPDATE',
      regionId: region.id,
      region,
      zoneId: null,
      zone: null,
    },
  },
  /** Reads holders and tours in one zone; nothing else. */
  subcontractor: {
    ...base,
    id: '11b66bfe-eb2e-4ef1-9ce3-a7c652b6ec29',
    firstName: 'Sami',
    lastName: 'Gharbi',
    email: 'sami.gharbi@ecohuile.tn',
    role: 'SUBCONTRACTOR',
    permissions: {
      id: 'aad3d3b3-118a-4193-9e22-5220a891b331',
      userId: '11b66bfe-eb2e-4ef1-9ce3-a7c652b6ec29',
      holder: 'READ',
      tour: 'READ',
      regionId: null,
      region: null,
      zoneId: zone.id,
      zone,
    },
  },
  /** Created by an administrator, has not changed the first password yet. */
  pending: {
    ...base,
    id: 'b3346fff-f586-4303-8d87-96d4163a5d46',
    firstName: 'Karim',
    lastName: 'Ben Salah',
    role: 'DRIVER',
    status: 'PENDING',
    permissions: {
      id: '0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a00',
      userId: 'b3346fff-f586-4303-8d87-96d4163a5d46',
      tour: 'READ',
      regionId: null,
      region: null,
      zoneId: zone.id,
      zone,
    },
  },
} satisfies Record<string, User>;

/** The administrator with some rights changed (`undefined`: none on that resource). */
export const adminWith = (permissions: Partial<User['permissions']>): User => ({
  ...users.admin,
  permissions: { ...users.admin.permissions, ...permissions },
});

export const errorBody = (status: number, code: string, message: string, path = '/') => ({
  message,
  code,
  path,
  date: '2026-11-22T08:30:00.000Z',
});
