import type { HistoryAction, HistoryChange, HistoryRecordKind } from '@generated/model';

/**
 * What the history calls a record: its kind, what a person reads for it, the entries an update
 * writes (one UPDATE with every change unless the record says otherwise), and the objects shown
 * inside it whose fields are its own although they carry an id (a subcontractor's account).
 */
export interface Recorded<R> {
  kind: HistoryRecordKind;
  label: (record: R) => string;
  actions?: (changes: HistoryChange[]) => { action: HistoryAction; changes: HistoryChange[] }[];
  inside?: string[];
}

const named = (record: { name: string }) => record.name;

/** The changes of one update, grouped by the action each field belongs to, in that order. */
const byAction = (actionOf: (field: string) => HistoryAction) => (changes: HistoryChange[]) => {
  const groups = new Map<HistoryAction, HistoryChange[]>();
  for (const change of changes) {
    const action = actionOf(change.field);
    groups.set(action, [...(groups.get(action) ?? []), change]);
  }
  return [...groups].map(([action, grouped]) => ({ action, changes: grouped }));
};

/** A voucher's update that moves its status is its decision (only an AWAITING one is decided). */
const voucherActions = (changes: HistoryChange[]) => [
  {
    action: changes.some((change) => change.field === 'status')
      ? ('DECISION' as const)
      : ('UPDATE' as const),
    changes,
  },
];

/** An account's status (revoked, restored), its role and permissions, and the rest, apart. */
const accountActions = byAction((field) => {
  if (field === 'status') return 'STATUS';
  if (field === 'role' || field.startsWith('permissions.')) return 'PERMISSIONS';
  return 'UPDATE';
});

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Each kind's declaration, given to `recordRoutes` by its resource. */
export const RECORDED = {
  holder: { kind: 'holder', label: named } satisfies Recorded<{ name: string }>,
  relayDepot: { kind: 'relayDepot', label: named } satisfies Recorded<{ name: string }>,
  subcontractor: {
    kind: 'subcontractor',
    label: (company) => company.companyName,
    inside: ['user'],
  } satisfies Recorded<{ companyName: string }>,
  tour: { kind: 'tour', label: (tour) => tour.reference } satisfies Recorded<{
    reference: string;
  }>,
  removalVoucher: {
    kind: 'removalVoucher',
    label: (voucher) => voucher.number,
    actions: voucherActions,
  } satisfies Recorded<{ number: string }>,
  user: { kind: 'user', label: personName, actions: accountActions } satisfies Recorded<{
    firstName: string;
    lastName: string;
  }>,
  complaint: { kind: 'complaint', label: (complaint) => complaint.subject } satisfies Recorded<{
    subject: string;
  }>,
  region: { kind: 'region', label: named } satisfies Recorded<{ name: string }>,
  zone: { kind: 'zone', label: named } satisfies Recorded<{ name: string }>,
  buyer: { kind: 'buyer', label: named } satisfies Recorded<{ name: string }>,
  shipment: {
    kind: 'shipment',
    label: (shipment) => shipment.contractNumber,
  } satisfies Recorded<{ contractNumber: string }>,
} as const;
