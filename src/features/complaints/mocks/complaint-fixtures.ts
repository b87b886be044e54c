import type { Complaint, Holder, HolderSummary, User } from '@generated/model';
import { getGetHolderResponseMock } from '@generated/api/holders/holders.msw';
import { users } from '@mocks/fixtures';

const holderSummary = (n: number, name: string, city: string): HolderSummary => ({
  id: `40000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name,
  number: `DET-${String(1000 + n)}`,
  city,
});

/** The holders complaints are about, and the picker offers. */
export const holders = {
  lacPalace: holderSummary(1, 'Hôtel Lac Palace', 'Tunis'),
  dar: holderSummary(2, 'Restaurant Dar El Jeld', 'Tunis'),
  cantine: holderSummary(3, 'Cantine scolaire Ariana', 'Ariana'),
  marsa: holderSummary(4, 'Pizzeria La Marsa', 'La Marsa'),
};

/** A full holder record for the list calls: the summary's facts, the rest made up. */
export const holderRecord = (summary: HolderSummary): Holder =>
  getGetHolderResponseMock({ ...summary, deletedAt: null });

const author = (user: User) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
});

const complaint = (
  n: number,
  fields: Pick<Complaint, 'subject' | 'description' | 'status'> &
    Partial<Omit<Complaint, 'id'>> & { about?: HolderSummary | null },
): Complaint => {
  const { about = holders.lacPalace, ...rest } = fields;
  return {
    id: `60000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    holderId: about?.id ?? null,
    holder: about,
    photos: [],
    resolution: null,
    resolvedAt: null,
    createdById: users.admin.id,
    createdBy: author(users.admin),
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T08:30:00.000Z`,
    updatedAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
    ...rest,
  };
};

/** Complaints of every status, with and without a holder or photos. */
export const complaints = {
  missed: complaint(1, {
    subject: 'Collecte non effectuée',
    description: "Le collecteur n'est pas passé mardi comme prévu ; la cuve est pleine.",
    status: 'OPEN',
  }),
  spill: complaint(2, {
    about: holders.dar,
    subject: "Fuite d'huile devant la cuisine",
    description: "De l'huile a coulé lors du transvasement, le sol est glissant.",
    status: 'IN_PROGRESS',
    photos: ['/api/v1/uploads/0b8f8f5e-3c1d-4c1e-9a55-0f2b9c7d1a11.jpg'],
  }),
  voucher: complaint(3, {
    about: holders.cantine,
    subject: 'Bon non signé',
    description: "Le bon d'enlèvement du 3 novembre n'a pas été signé par le chauffeur.",
    status: 'RESOLVED',
    resolution: 'Bon signé et renvoyé au détenteur le 16 novembre.',
    resolvedAt: '2026-11-16T10:00:00.000Z',
  }),
  rude: complaint(4, {
    about: holders.marsa,
    subject: 'Chauffeur impoli',
    description: 'Le chauffeur a refusé de peser la cuve devant le gérant.',
    status: 'OPEN',
    createdById: users.superAdmin.id,
    createdBy: author(users.superAdmin),
  }),
  app: complaint(5, {
    about: null,
    subject: "Application lente à l'ouverture",
    description: "Le back-office met plus d'une minute à s'ouvrir le matin.",
    status: 'IN_PROGRESS',
  }),
};

export const complaintList: Complaint[] = Object.values(complaints);
export const holderList: HolderSummary[] = Object.values(holders);

/** Reads complaints and nothing else: neither files nor follows them. */
export const complaintReader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, complaint: 'READ' },
};

/** Files and follows complaints but may not read holders (the holder is then left out). */
export const complaintClerk: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, holder: undefined, complaint: 'READ|CREATE|UPDATE' },
};
