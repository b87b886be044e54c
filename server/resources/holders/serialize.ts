import { eq, sql } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetHolderResponse } from '@generated/zod/holders/holders.zod';
import type { Db } from '@server/db/client';
import {
  delegations,
  governorates,
  holders,
  SEARCHABLE,
  subcontractors,
  zones,
} from '@server/db/schema';
import type { NonCompliance } from '@generated/model';
import { complete, type SummaryColumns } from '../complete';
import {
  declarationsOf,
  openNonComplianceOf,
  serializeDeclaration,
  serializeNonCompliance,
  type StoredDeclaration,
} from '../declarations/serialize';
import { tunisDay } from '../stats/calendar';
import { companySummary, zoneSummary } from '../summaries';
import { contains, containsAny } from '@server/db/search';
import { can, mayChangeHolder, type Principal } from '@server/permissions/policy';
import { holderScope, isCompanyUser } from '@server/permissions/scope';

export type Holder = zod.output<typeof GetHolderResponse>;
type Delegation = NonNullable<Holder['delegation']>;
type GovernorateSummary = NonNullable<Delegation['governorate']>;

const DAYS_PER_UNIT = { DAILY: 1, WEEKLY: 7, MONTHLY: 30 } as const;

/** Days between two collections: the unit's days shared by the collections in it, rounded up. */
export const calculatedFrequency = (type: keyof typeof DAYS_PER_UNIT, perUnit: number) =>
  perUnit > 0 ? Math.ceil(DAYS_PER_UNIT[type] / perUnit) : undefined;

export const holderSelect = (db: Db) =>
  db
    .select({
      holder: holders,
      delegation: {
        id: delegations.id,
        name: delegations.name,
        zoneId: zones.id,
        governorateId: delegations.governorateId,
      },
      zone: zoneSummary,
      governorate: {
        id: governorates.id,
        name: governorates.name,
      } satisfies SummaryColumns<GovernorateSummary>,
      subcontractor: companySummary(subcontractors),
      declaration: sql<StoredDeclaration | null>`${declarationsOf(holders.id, 1)} -> 0`,
      nonCompliance: sql<NonCompliance | null>`${openNonComplianceOf(holders.id)}`,
    })
    .from(holders)
    .innerJoin(delegations, eq(delegations.id, holders.delegationId))
    .innerJoin(zones, eq(zones.id, delegations.zoneId))
    .innerJoin(governorates, eq(governorates.id, delegations.governorateId))
    .leftJoin(subcontractors, eq(subcontractors.id, holders.subcontractorId));

export type HolderRow = Awaited<ReturnType<ReturnType<typeof holderSelect>['execute']>>[number];

/**
 * Text search over holders, in the columns of `SEARCHABLE.holders`. It looks into the contact
 * details only of the holders whose contacts the caller sees (a search would otherwise tell them
 * letter by letter). The vouchers' search uses it too: a company's account reads the vouchers of
 * the pickups it did for another company, whose holders it does not see.
 */
export const holderSearch = (principal: Principal, query: string) => {
  const shown = containsAny(
    SEARCHABLE.holders.shown.map((key) => holders[key]),
    query,
  );
  if (!can(principal, 'holder', 'UPDATE')) return shown;
  const own = isCompanyUser(principal) ? holderScope(principal, holders) : undefined;
  const everything = contains(holders.search, query);
  return own ? sql`(${shown} or (${own} and ${everything}))` : everything;
};

/**
 * The holder's contact details (contact person, phone, e-mail, landline) for those who may
 * update it (`mayChangeHolder`). Every other reader gets the holder without them.
 */
const contactsOf = (h: HolderRow['holder'], principal: Principal) => {
  const shown = mayChangeHolder(principal, h);
  return {
    contact: shown ? h.contact : undefined,
    contactLandline: shown ? (h.contactLandline ?? undefined) : undefined,
    contactPhone: shown ? h.contactPhone : undefined,
    contactEmail: shown ? h.contactEmail : undefined,
  };
};

export const serializeHolder = (
  {
    holder: h,
    delegation,
    zone,
    governorate,
    subcontractor,
    declaration,
    nonCompliance,
  }: HolderRow,
  principal: Principal,
): Holder =>
  complete<Holder>({
    ...contactsOf(h, principal),
    id: h.id,
    name: h.name,
    address: h.address,
    lat: h.lat,
    lng: h.lng,
    oilType: h.oilType,
    storageCapacity: h.storageCapacity,
    sectorCode: h.sectorCode,
    sectorSActCode: h.sectorSActCode,
    identificationDate: h.identificationDate.toISOString(),
    subcontractorAssignmentStartDate: h.subcontractorAssignmentStartDate.toISOString(),
    postalCode: h.postalCode,
    city: h.city,
    netAmount: h.netAmount,
    latestTankAssignment: h.latestTankAssignment,
    latestTankAssignmentDate: h.latestTankAssignmentDate.toISOString(),
    number: h.number,
    delegationId: h.delegationId,
    subcontractorId: h.subcontractorId,
    status: h.status,
    supplierStatus: h.supplierStatus,
    category: h.category,
    collectFrequencyType: h.collectFrequencyType,
    collectFrequencyNumber: h.collectFrequencyNumber,
    calculatedFrequency: calculatedFrequency(h.collectFrequencyType, h.collectFrequencyNumber),
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
    deletedAt: h.deletedAt ? h.deletedAt.toISOString() : null,
    delegation: complete<Delegation>({ ...delegation, zone, governorate }),
    subcontractor: subcontractor ?? null,
    declaration: declaration && serializeDeclaration(declaration, tunisDay(new Date())),
    nonCompliance: serializeNonCompliance(nonCompliance),
  });
