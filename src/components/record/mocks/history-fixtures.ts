import type { HistoryActor, HistoryEntry, HistoryRecordKind } from '@generated/model';

/** The people of the demo's history: the actors of its entries. */
export const actors = {
  hedi: { id: 'e0c1a9b2-1d2e-4f3a-9b4c-5d6e7f8a9b01', name: 'Hédi Mansour', role: 'SUPER_ADMIN' },
  karim: { id: '3f6d2c1b-8a7e-4d5c-9b0a-1e2f3a4b5c6d', name: 'Karim Ben Salah', role: 'ADMIN' },
  sonia: {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    name: 'Sonia Trabelsi',
    role: 'REGIONAL_MANAGER',
  },
} satisfies Record<string, HistoryActor>;

/** The record an entry is about. */
interface Subject {
  recordKind: HistoryRecordKind;
  recordId: string;
  recordLabel: string;
}

let counter = 0;
/** An entry's id: a version 4 UUID, different for each entry built. */
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

const entry = (
  subject: Subject,
  fields: Pick<HistoryEntry, 'at' | 'actor' | 'action' | 'changes'> & Partial<HistoryEntry>,
): HistoryEntry => ({
  id: nextId(),
  address: '196.203.12.4',
  reason: null,
  ...subject,
  ...fields,
});

/**
 * A holder's history, newest first: an administrator's change of its status, capacity,
 * identification date and coordinates; a regional manager's renaming and new frequency; its
 * creation.
 */
export const holderHistory = (recordId: string, recordLabel = 'Restaurant Le Golfe') => {
  const holder = { recordKind: 'holder', recordId, recordLabel } as const;
  return [
    entry(holder, {
      at: '2026-11-24T15:45:00.000Z',
      actor: actors.karim,
      action: 'UPDATE',
      changes: [
        { field: 'status', before: 'PENDING', after: 'ACTIVE' },
        { field: 'storageCapacity', before: 200, after: 1350.5 },
        {
          field: 'identificationDate',
          before: '2026-03-01T00:00:00.000Z',
          after: '2026-03-02T00:00:00.000Z',
        },
        { field: 'lat', before: null, after: 36.8782 },
      ],
    }),
    entry(holder, {
      at: '2026-11-20T09:12:00.000Z',
      actor: actors.sonia,
      action: 'UPDATE',
      changes: [
        { field: 'name', before: 'Le Golfe', after: 'Restaurant Le Golfe' },
        { field: 'collectFrequencyType', before: 'WEEKLY', after: 'MONTHLY' },
      ],
    }),
    entry(holder, {
      at: '2026-11-02T08:00:00.000Z',
      actor: actors.hedi,
      action: 'CREATE',
      changes: [
        { field: 'name', after: 'Le Golfe' },
        { field: 'status', after: 'PENDING' },
        { field: 'category', after: 'EXCLUSIVE' },
      ],
    }),
  ];
};

/** A voucher's decision, and its creation by the collector's device (no one signed in). */
export const removalVoucherHistory = (recordId: string, recordLabel = 'BE-2026-004512') => {
  const voucher = { recordKind: 'removalVoucher', recordId, recordLabel } as const;
  return [
    entry(voucher, {
      at: '2026-11-21T10:30:00.000Z',
      actor: actors.karim,
      action: 'DECISION',
      changes: [
        { field: 'status', before: 'AWAITING', after: 'CONFIRMED' },
        { field: 'dueSum', before: 0, after: 123.3 },
      ],
    }),
    entry(voucher, {
      at: '2026-11-20T16:05:00.000Z',
      actor: null,
      address: null,
      action: 'CREATE',
      changes: [{ field: 'status', after: 'AWAITING' }],
    }),
  ];
};

/** An account's permissions widened, and one of its sign-ins. */
export const userHistory = (recordId: string, recordLabel = 'Youssef Gharbi') => {
  const user = { recordKind: 'user', recordId, recordLabel } as const;
  return [
    entry(user, {
      at: '2026-11-23T11:00:00.000Z',
      actor: actors.hedi,
      action: 'PERMISSIONS',
      changes: [{ field: 'permissions.holder', before: 'READ', after: 'READ|UPDATE' }],
    }),
    entry(user, {
      at: '2026-11-22T07:58:00.000Z',
      actor: { id: recordId, name: recordLabel, role: 'REGIONAL_MANAGER' },
      action: 'SIGN_IN',
      changes: [],
    }),
  ];
};

/** A complaint taken in hand. */
export const complaintHistory = (recordId: string, recordLabel = 'Bidon renversé') => [
  entry(
    { recordKind: 'complaint', recordId, recordLabel },
    {
      at: '2026-11-25T14:20:00.000Z',
      actor: actors.sonia,
      action: 'STATUS',
      changes: [{ field: 'status', before: 'OPEN', after: 'IN_PROGRESS' }],
    },
  ),
];

/** A depot whose capacity grew, with a flag turned on. */
export const relayDepotHistory = (recordId: string, recordLabel = 'Dépôt de Ben Arous') => [
  entry(
    { recordKind: 'relayDepot', recordId, recordLabel },
    {
      at: '2026-11-19T08:40:00.000Z',
      actor: actors.karim,
      action: 'UPDATE',
      changes: [
        { field: 'capacity', before: 20000, after: 25000 },
        { field: 'email', before: null, after: 'depot.benarous@collecte-huile.tn' },
      ],
    },
  ),
];

/** `count` changes of one holder's capacity, newest first: a history of several pages. */
export const longHolderHistory = (recordId: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    entry(
      { recordKind: 'holder', recordId, recordLabel: 'Restaurant Le Golfe' },
      {
        at: new Date(Date.UTC(2026, 10, 24, 12) - index * 3_600_000).toISOString(),
        actor: actors.karim,
        action: 'UPDATE',
        changes: [{ field: 'storageCapacity', before: 100 + index, after: 101 + index }],
      },
    ),
  );

/** Ids of the records of the History screen's fixtures. */
export const recordIds = {
  holder: 'a1b2c3d4-0001-4000-8000-000000000001',
  voucher: 'a1b2c3d4-0002-4000-8000-000000000002',
  user: 'a1b2c3d4-0003-4000-8000-000000000003',
  complaint: 'a1b2c3d4-0004-4000-8000-000000000004',
  relayDepot: 'a1b2c3d4-0005-4000-8000-000000000005',
};

/** Every kind of entry at once, newest first: what the History screen lists. */
export const allHistory = (): HistoryEntry[] =>
  [
    ...holderHistory(recordIds.holder),
    ...removalVoucherHistory(recordIds.voucher),
    ...userHistory(recordIds.user),
    ...complaintHistory(recordIds.complaint),
    ...relayDepotHistory(recordIds.relayDepot),
  ].sort((a, b) => b.at.localeCompare(a.at));
