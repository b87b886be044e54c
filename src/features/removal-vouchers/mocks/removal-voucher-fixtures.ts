import type {
  HolderSummary,
  RemovalVoucher,
  RemovalVoucherAmendment,
  SubcontractorSummary,
} from '@generated/model';

// Images drawn inline, so that stories and tests show them without any server.
const svg = (body: string, width = 320, height = 120) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`,
  )}`;
const scribble = (d: string) =>
  svg(`<path d="${d}" fill="none" stroke="#1c220c" stroke-width="3" stroke-linecap="round"/>`);
const photo = (hue: number, label: string) =>
  svg(
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/><circle cx="320" cy="220" r="120" fill="hsl(${hue} 55% 35%)"/><text x="40" y="80" font-size="48" font-family="sans-serif" fill="#fff">${label}</text>`,
    800,
    600,
  );

export const holderSignature = scribble(
  'M20 80 C60 10 90 110 130 50 S200 20 230 70 S280 90 300 40',
);
export const collectorSignature = scribble('M20 60 Q70 10 110 70 T200 60 Q240 30 300 90');
export const photos = [photo(35, 'Cuve 1'), photo(90, 'Cuve 2'), photo(200, 'Bidons')];

export const voucherHolders = {
  golfe: {
    id: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a01',
    name: 'Restaurant Le Golfe',
    number: 'DT-000123',
    city: 'La Marsa',
  },
  jasmins: {
    id: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a02',
    name: 'Hôtel Les Jasmins',
    number: 'DT-000245',
    city: 'Hammamet',
  },
  cantine: {
    id: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a03',
    name: 'Cantine du lycée Ibn Khaldoun',
    number: 'DT-000311',
    city: 'Sfax',
  },
} satisfies Record<string, HolderSummary>;

export const voucherSubcontractors = {
  ecoHuile: { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a11', companyName: 'EcoHuile Tunis' },
  capBon: { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a12', companyName: 'Recyclage Cap Bon' },
  sud: { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a13', companyName: 'Sud Collecte' },
} satisfies Record<string, SubcontractorSummary>;

const voucher = (
  n: string,
  holder: HolderSummary,
  subcontractor: SubcontractorSummary,
  fields: Partial<RemovalVoucher> & Pick<RemovalVoucher, 'number' | 'removalDate' | 'dueSum'>,
  actual: SubcontractorSummary = subcontractor,
): RemovalVoucher => ({
  id: `00000000-0000-4000-8000-0000000007${n}`,
  extractedTanks: [{ tankNumber: 1, extractedQuantity: 120 }],
  holderId: holder.id,
  holder,
  subcontractorId: subcontractor.id,
  subcontractor,
  actualSubcontractorId: actual.id,
  actualSubcontractor: actual,
  relayDepotId: null,
  relayDepot: null,
  status: 'AWAITING',
  decisionDate: null,
  decisionComment: null,
  comments: '',
  observations: '',
  holderSignature,
  signature: collectorSignature,
  photos: [],
  flags: [],
  createdAt: `${fields.removalDate}T17:00:00.000Z`,
  updatedAt: `${fields.removalDate}T17:00:00.000Z`,
  ...fields,
});

const { golfe, jasmins, cantine } = voucherHolders;
const { ecoHuile, capBon, sud } = voucherSubcontractors;

/**
 * Six pickups: three awaiting a decision (one with photos and both flags, one above its holder's
 * capacity), two confirmed, one refused.
 */
export const vouchers: RemovalVoucher[] = [
  voucher('01', golfe, ecoHuile, {
    number: 'BE-2026-004512',
    removalDate: '2026-11-20',
    // The relay depots' fixture La Marsa.
    relayDepotId: '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b',
    relayDepot: {
      id: '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b',
      code: 'DR-TUN-01',
      name: 'Dépôt relais La Marsa',
      lat: 36.8326,
      lng: 10.233,
    },
    dueSum: 164.25,
    extractedTanks: [
      { tankNumber: 1, extractedQuantity: 120 },
      { tankNumber: 2, extractedQuantity: 85.5, observations: 'Huile très chargée en résidus' },
    ],
    observations: 'Accès par la porte de service',
    photos,
    flags: [
      { kind: 'OVER_CAPACITY', quantity: 205.5, capacity: 200 },
      { kind: 'UNUSUAL_MONTH', month: '2026-11-01', monthTotal: 1205.5, median: 240 },
    ],
  }),
  voucher(
    '02',
    jasmins,
    capBon,
    {
      number: 'BE-2026-004498',
      removalDate: '2026-11-18',
      dueSum: 412,
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 300 }],
      holderSignature: null,
      comments: 'Détenteur absent, bon remis au gardien',
      flags: [{ kind: 'OVER_CAPACITY', quantity: 300, capacity: 240 }],
    },
    ecoHuile,
  ),
  voucher('03', cantine, sud, {
    number: 'BE-2026-004471',
    removalDate: '2026-11-12',
    dueSum: 57.8,
    extractedTanks: [{ tankNumber: 3, extractedQuantity: 42 }],
  }),
  voucher('04', golfe, ecoHuile, {
    number: 'BE-2026-004390',
    removalDate: '2026-10-30',
    dueSum: 150,
    status: 'CONFIRMED',
    decisionDate: '2026-11-02T10:15:00.000Z',
    decisionComment: 'Conforme',
    photos: [photos[0]!],
  }),
  voucher('05', golfe, ecoHuile, {
    number: 'BE-2026-004215',
    removalDate: '2026-10-09',
    dueSum: 98.4,
    status: 'NOT_CONFIRMED',
    decisionDate: '2026-10-12T08:40:00.000Z',
    decisionComment: 'Quantité déclarée supérieure à la capacité de la cuve n° 2.',
  }),
  voucher('06', jasmins, capBon, {
    number: 'BE-2026-004102',
    removalDate: '2026-09-21',
    dueSum: 380.5,
    status: 'CONFIRMED',
    decisionDate: '2026-09-23T14:05:00.000Z',
  }),
];

export const awaitingVoucher = vouchers[0]!;

/** A confirmed voucher with two amendments (BE-2026-004390). */
export const amendedVoucher = vouchers[3]!;

/**
 * The amendments of `amendedVoucher`, newest first: its tanks and sum corrected by a regional
 * manager, then its removal date and holder by an administrator. The voucher shows the values
 * after them.
 */
export const amendments: RemovalVoucherAmendment[] = [
  {
    id: '00000000-0000-4000-8000-000000000a02',
    voucherId: amendedVoucher.id,
    reason: 'Date recopiée du bon précédent ; le bon papier porte le 29 octobre.',
    before: { removalDate: '2026-10-28' },
    after: { removalDate: '2026-10-30' },
    author: {
      id: '9d2f3c1e-5a7b-4c8d-9e0f-1a2b3c4d5e6f',
      firstName: 'Leila',
      lastName: 'Mansour',
      role: 'ADMIN',
    },
    createdAt: '2026-11-06T09:12:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000a01',
    voucherId: amendedVoucher.id,
    reason: 'Quantité de la cuve n° 1 mal relevée (pesée au dépôt : 120 L).',
    before: {
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 102 }],
      dueSum: 127.5,
      photos: [],
    },
    after: {
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 120 }],
      dueSum: 150,
      photos: [photos[0]!],
    },
    author: {
      id: '4a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      firstName: 'Karim',
      lastName: 'Ben Salah',
      role: 'REGIONAL_MANAGER',
    },
    createdAt: '2026-11-04T15:40:00.000Z',
  },
];
