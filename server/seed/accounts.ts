import type { Resource, Role } from '../permissions/policy';

export interface DemoAccount {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  cin: string;
  password: string;
  status: 'ACTIVE' | 'PENDING';
  /** Region or zone name of the permissions record; none for SUPER_ADMIN. */
  area?: { region: string } | { zone: string };
  actions: Partial<Record<Resource, string>>;
}

const ALL = 'READ|CREATE|UPDATE|DELETE|DISABLE|ARCHIVE';
export const EVERYTHING: Record<Resource, string> = {
  holder: ALL,
  relayDepot: ALL,
  subcontractor: ALL,
  tour: ALL,
  removalVoucher: ALL,
  driver: ALL,
  users: ALL,
  complaint: ALL,
  history: ALL,
  declaration: ALL,
  amendment: ALL,
  stock: ALL,
  buyer: ALL,
  shipment: ALL,
};
const MANAGER: Record<Resource, string> = {
  holder: 'READ|CREATE|UPDATE',
  relayDepot: 'READ|CREATE|UPDATE',
  subcontractor: 'READ|CREATE|UPDATE',
  tour: 'READ|CREATE|UPDATE|DELETE',
  removalVoucher: 'READ|UPDATE',
  driver: 'READ|CREATE|UPDATE|DISABLE',
  users: 'READ',
  complaint: 'READ|CREATE|UPDATE',
  history: '',
  declaration: 'READ|CREATE',
  amendment: 'CREATE',
  stock: 'READ|CREATE',
  buyer: 'READ',
  shipment: 'READ|CREATE|UPDATE',
};
export const SUBCONTRACTOR_DEFAULT: Partial<Record<Resource, string>> = {
  holder: 'READ',
  tour: 'READ|UPDATE',
  removalVoucher: 'READ|CREATE',
  driver: 'READ|CREATE|UPDATE',
  complaint: 'READ|CREATE',
  declaration: 'CREATE',
};
export const DRIVER_DEFAULT: Partial<Record<Resource, string>> = {
  tour: 'READ',
  removalVoucher: 'READ|CREATE',
  complaint: 'READ|CREATE',
};

/** One account per role (and one PENDING account for the first sign-in), documented in README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'e4b1a7c2-3d5f-4a6b-8c9d-0e1f2a3b4c5d',
    role: 'SUPER_ADMIN',
    firstName: 'Nadia',
    lastName: 'Ben Romdhane',
    email: 'superadmin@collecte-huile.tn',
    phoneNumber: '+216 98 000 001',
    cin: '01234567',
    password: 'Super#2026',
    status: 'ACTIVE',
    actions: EVERYTHING,
  },
  {
    id: '79b7b1bd-6094-4f7a-9a60-4dba7d309b6d',
    role: 'ADMIN',
    firstName: 'Amira',
    lastName: 'Trabelsi',
    email: 'amira.trabelsi@collecte-huile.tn',
    phoneNumber: '+216 98 123 456',
    cin: '09123456',
    password: 'Admin#2026',
    status: 'ACTIVE',
    area: { region: 'Nord' },
    actions: EVERYTHING,
  },
  {
    id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
    role: 'REGIONAL_MANAGER',
    firstName: 'Hichem',
    lastName: 'Ben Salem',
    email: 'hichem.bensalem@collecte-huile.tn',
    phoneNumber: '+216 97 310 442',
    cin: '05678123',
    password: 'Manager#2026',
    status: 'ACTIVE',
    area: { region: 'Centre-Est' },
    actions: MANAGER,
  },
  {
    id: '11b66bfe-eb2e-4ef1-9ce3-a7c652b6ec29',
    role: 'SUBCONTRACTOR',
    firstName: 'Sami',
    lastName: 'Gharbi',
    email: 'sami.gharbi@ecohuile.tn',
    phoneNumber: '+216 55 210 874',
    cin: '07451236',
    password: 'Sub#2026',
    status: 'ACTIVE',
    area: { zone: 'Grand Tunis' },
    actions: SUBCONTRACTOR_DEFAULT,
  },
  {
    id: 'b3346fff-f586-4303-8d87-96d4163a5d46',
    role: 'DRIVER',
    firstName: 'Karim',
    lastName: 'Ben Salah',
    email: null,
    phoneNumber: '+216 22 456 789',
    cin: '08765432',
    password: 'Driver#2026',
    status: 'ACTIVE',
    area: { zone: 'Grand Tunis' },
    actions: DRIVER_DEFAULT,
  },
  {
    id: 'f1e2d3c4-b5a6-4978-8a1b-2c3d4e5f6a7b',
    role: 'REGIONAL_MANAGER',
    firstName: 'Olfa',
    lastName: 'Mejri',
    email: 'nouveau.compte@collecte-huile.tn',
    phoneNumber: null,
    cin: '04561237',
    password: 'Pending#2026',
    status: 'PENDING',
    area: { region: 'Nord' },
    actions: MANAGER,
  },
];
