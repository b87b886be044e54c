import {
  getCreateHolderDeclarationMockHandler,
  getLiftHolderNonComplianceMockHandler,
  getListHolderDeclarationsMockHandler,
  getMarkHolderNonCompliantMockHandler,
} from '@generated/api/declarations/declarations.msw';
import {
  getGetHolderMockHandler,
  getListHoldersMockHandler,
} from '@generated/api/holders/holders.msw';
import {
  getGetSubcontractorResponseMock,
  getListSubcontractorsMockHandler,
} from '@generated/api/subcontractors/subcontractors.msw';
import { getUploadImageMockHandler } from '@generated/api/uploads/uploads.msw';
import type {
  Holder,
  HolderDeclaration,
  HolderDeclarationCreate,
  HolderPage,
  NonCompliance,
  NonComplianceCreate,
  Subcontractor,
} from '@generated/model';
import { areaHandlers, delegations } from '@/components/pickers/mocks/area-fixtures';
import { metaOf } from '@mocks/kit';

const admin = {
  id: '79b7b1bd-6094-4f7a-9a60-4dba7d309b6d',
  firstName: 'Amira',
  lastName: 'Trabelsi',
};

/** Declarations in each state: valid, valid but renewed within 30 days, expired. */
export const declarations = {
  valid: {
    id: '3d6e2b10-4c1a-4f7e-9b2d-8a1c0e5f7a01',
    holderId: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a01',
    signedOn: '2026-03-02',
    renewalDate: '2027-03-02',
    state: 'VALID',
    expiring: false,
    signerName: 'Leïla Ben Ammar',
    signerRole: 'Gérante',
    scan: '/api/v1/uploads/6f0e3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5b.pdf',
    signature: null,
    textVersion: '2026-1',
    overTenTonnes: false,
    animalFat: true,
    createdAt: '2026-03-02T09:15:00.000Z',
    createdBy: admin,
  },
  expiring: {
    id: '3d6e2b10-4c1a-4f7e-9b2d-8a1c0e5f7a02',
    holderId: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a02',
    signedOn: '2025-12-10',
    renewalDate: '2026-12-10',
    state: 'VALID',
    expiring: true,
    signerName: 'Karim Jaziri',
    signerRole: 'Directeur',
    scan: null,
    signature: '/api/v1/uploads/40c62753-7ce0-4a3c-bfcf-8ef29e6fc4cf.png',
    textVersion: '2026-1',
    overTenTonnes: true,
    animalFat: false,
    createdAt: '2025-12-10T11:02:00.000Z',
    createdBy: admin,
  },
  expired: {
    id: '3d6e2b10-4c1a-4f7e-9b2d-8a1c0e5f7a03',
    holderId: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a03',
    signedOn: '2025-09-01',
    renewalDate: '2026-09-01',
    state: 'EXPIRED',
    expiring: false,
    signerName: 'Sonia Mejri',
    signerRole: 'Intendante',
    scan: '/api/v1/uploads/6f0e3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5c.jpg',
    signature: null,
    textVersion: '2026-1',
    overTenTonnes: false,
    animalFat: false,
    createdAt: '2025-09-01T08:30:00.000Z',
    createdBy: admin,
  },
} satisfies Record<string, HolderDeclaration>;

export const nonCompliance: NonCompliance = {
  since: '2026-11-20',
  reason: 'Fausse déclaration sur l’origine des huiles',
  isccReference: 'ISCC-NC-2026-0142',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: admin,
};

/** Known holders for stories and tests: believable, fixed, with their display fields. */
const base: Holder = {
  id: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a01',
  name: 'Restaurant Le Golfe',
  address: '12 avenue Habib Bourguiba',
  lat: 36.8782,
  lng: 10.3247,
  oilType: 'Huile de friture',
  storageCapacity: 1200,
  contact: 'Leïla Ben Ammar',
  contactLandline: '+216 71 740 120',
  sectorCode: 'A',
  sectorSActCode: 'B',
  identificationDate: '2024-03-11T00:00:00.000Z',
  subcontractorAssignmentStartDate: '2024-04-01T00:00:00.000Z',
  postalCode: 2070,
  city: 'La Marsa',
  netAmount: 1480.5,
  latestTankAssignment: 'CUV-0457',
  latestTankAssignmentDate: '2025-09-15T00:00:00.000Z',
  contactPhone: '+216 98 220 417',
  contactEmail: 'contact@legolfe.tn',
  number: 'DT-000123',
  delegationId: delegations.laMarsa.id,
  subcontractorId: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a11',
  status: 'PENDING',
  supplierStatus: 'ACTIVE',
  category: 'EXCLUSIVE',
  collectFrequencyType: 'WEEKLY',
  collectFrequencyNumber: 2,
  calculatedFrequency: 3,
  createdAt: '2024-03-11T09:30:00.000Z',
  updatedAt: '2026-10-02T15:40:00.000Z',
  deletedAt: null,
  delegation: delegations.laMarsa,
  subcontractor: { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a11', companyName: 'EcoHuile Tunis' },
  declaration: declarations.valid,
  nonCompliance: null,
};

export const holders: Holder[] = [
  base,
  {
    ...base,
    id: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a02',
    name: 'Hôtel Les Jasmins',
    number: 'DT-000245',
    city: 'Hammamet',
    postalCode: 8050,
    address: 'Route touristique, zone nord',
    lat: null,
    lng: null,
    storageCapacity: 12000,
    status: 'PLANNED',
    category: 'PARTIAL',
    collectFrequencyType: 'DAILY',
    collectFrequencyNumber: 1,
    delegationId: delegations.hammamet.id,
    delegation: delegations.hammamet,
    subcontractorId: null,
    subcontractor: null,
    declaration: null,
  },
  {
    ...base,
    id: '5b0f3b52-8f0e-4d43-9a55-2f8a7f0c1a03',
    name: 'Cantine du lycée Ibn Khaldoun',
    number: 'DT-000311',
    city: 'Sfax',
    postalCode: 3000,
    storageCapacity: 450.5,
    status: 'COLLECTED',
    supplierStatus: 'INACTIVE',
    category: 'NONCONTRIBUTIVE',
    collectFrequencyType: 'MONTHLY',
    collectFrequencyNumber: 4,
    delegationId: delegations.sfaxVille.id,
    delegation: delegations.sfaxVille,
    declaration: declarations.expired,
    nonCompliance,
  },
];

/** A page of these holders as the contract answers it (at least one page, even when empty). */
export const holderPage = (
  items: Holder[],
  page = 1,
  limit = 10,
  totalItems = items.length,
): HolderPage => {
  const meta = metaOf(page, limit, totalItems);
  return { items, meta: { ...meta, totalPages: Math.max(1, meta.totalPages) } };
};

export const subcontractors: Pick<Subcontractor, 'id' | 'companyName'>[] = [
  { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a11', companyName: 'EcoHuile Tunis' },
  { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a12', companyName: 'Recyclage Cap Bon' },
  { id: '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a13', companyName: 'Sud Collecte' },
];

/** Subcontractors for the picker, searched by name; the rest of each record is faker's. */
const subcontractorHandler = () =>
  getListSubcontractorsMockHandler(({ request }) => {
    const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
    const found = subcontractors.filter((s) => s.companyName.toLowerCase().includes(query));
    return {
      items: found.map((s) => getGetSubcontractorResponseMock(s)),
      meta: holderPage([], 1, 20, found.length).meta,
    };
  });

/**
 * A holder's declarations (its current one), a new one as recorded, and its marking and lift,
 * answered from the holders above.
 */
const declarationHandlers = (list: Holder[]) => {
  const find = (id: unknown) => list.find((h) => h.id === id) ?? list[0]!;
  return [
    getListHolderDeclarationsMockHandler(({ params }) => {
      const declaration = find(params.id).declaration;
      return { items: declaration ? [declaration] : [] };
    }),
    getCreateHolderDeclarationMockHandler(async ({ params, request }) => {
      const body = (await request.json()) as HolderDeclarationCreate;
      return {
        ...declarations.valid,
        ...body,
        scan: body.scan ?? null,
        signature: body.signature ?? null,
        holderId: String(params.id),
      };
    }),
    getMarkHolderNonCompliantMockHandler(async ({ params, request }) => ({
      ...find(params.id),
      nonCompliance: { ...nonCompliance, ...((await request.json()) as NonComplianceCreate) },
    })),
    getLiftHolderNonComplianceMockHandler(({ params }) => ({
      ...find(params.id),
      nonCompliance: null,
    })),
    getUploadImageMockHandler({
      url: '/api/v1/uploads/6f0e3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5b.pdf',
      contentType: 'application/pdf',
      size: 48_213,
    }),
  ];
};

/** Holders, areas and subcontractors answered from the data above. */
export const holderHandlers = (list: Holder[] = holders) => [
  getListHoldersMockHandler(holderPage(list)),
  getGetHolderMockHandler(({ params }) => list.find((h) => h.id === params.id) ?? list[0]!),
  ...declarationHandlers(list),
  subcontractorHandler(),
  ...areaHandlers(),
];
