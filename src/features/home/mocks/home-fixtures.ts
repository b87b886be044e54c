import type { HomeStats, User } from '@generated/model';
import { users } from '@mocks/fixtures';

const quantities = [
  21250, 19870.5, 17640, 16980, 18215, 20410.5, 24780, 31250, 33120.5, 25640, 22310, 18432.5,
];
const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

/** The home figures of an administrator of the Nord region on Sunday 22 November 2026. */
export const homeStats: HomeStats = {
  today: '2026-11-22',
  monthFrom: '2026-11-01',
  monthTo: '2026-11-30',
  weekFrom: '2026-11-16',
  weekTo: '2026-11-22',
  collected: {
    thisMonth: 18432.5,
    months: months.map((month, index) => ({ month, quantity: quantities[index]! })),
  },
  awaitingVouchers: 14,
  nearlyFullDepots: 2,
  overdueHolders: {
    count: 9,
    neverCollected: 4,
    mostOverdue: [
      {
        holder: {
          id: '05ded438-c15c-4c87-94e7-8ab66d885948',
          name: 'Hôtel Les Orangers',
          number: 'DT-2024-000187',
          city: 'Hammamet',
        },
        lastCollectionDate: '2026-10-12',
        dueDate: '2026-10-19',
        daysOverdue: 34,
      },
      {
        holder: {
          id: '8cd6c1ae-3f59-49fa-b79a-03750f579114',
          name: 'Restaurant Dar El Jeld',
          number: 'DT-2024-000142',
          city: 'La Marsa',
        },
        lastCollectionDate: '2026-11-05',
        dueDate: '2026-11-09',
        daysOverdue: 13,
      },
      {
        holder: {
          id: '3f1d7c52-6a0b-4b8e-9d21-7c4e5a6b8f10',
          name: 'Pâtisserie Le Jasmin',
          number: 'DT-2025-000311',
          city: 'Carthage',
        },
        lastCollectionDate: '2026-10-21',
        dueDate: '2026-11-20',
        daysOverdue: 2,
      },
    ],
  },
  toursThisWeek: 6,
  complaints: { open: 3, inProgress: 2 },
};

/** What a driver (tours and vouchers only) receives: the other figures are null. */
export const driverHomeStats: HomeStats = {
  ...homeStats,
  collected: {
    thisMonth: 2140,
    months: months.map((month, index) => ({
      month,
      quantity: index < 5 ? 0 : [1180, 2450.5, 2960, 3015, 2380, 2205, 2140][index - 5]!,
    })),
  },
  awaitingVouchers: 3,
  nearlyFullDepots: null,
  overdueHolders: null,
  toursThisWeek: 2,
  complaints: null,
};

/** A driver: reads tours and removal vouchers in one zone, nothing else. */
export const driver: User = {
  ...users.admin,
  id: 'b3346fff-f586-4303-8d87-96d4163a5d46',
  firstName: 'Karim',
  lastName: 'Ben Salah',
  role: 'DRIVER',
  permissions: {
    ...users.admin.permissions,
    holder: '',
    relayDepot: '',
    subcontractor: '',
    tour: 'READ',
    removalVoucher: 'READ|CREATE',
    driver: '',
    users: '',
    complaint: '',
  },
};

/** May create holders but read nothing: the home page has no figure for them. */
export const noReader: User = {
  ...driver,
  permissions: { ...driver.permissions!, tour: '', removalVoucher: '', holder: 'CREATE' },
};
