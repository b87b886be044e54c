import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type {
  CollectFrequencyType,
  Holder,
  HolderCategory,
  HolderCreate,
  HolderStatus,
  SectorCode,
  SupplierStatus,
} from '@generated/model';
import { CreateHolderBody, UpdateHolderBody } from '@generated/zod/holders/holders.zod';
import { toNumber } from '@/lib/contract-rule';

/**
 * What the form holds: inputs give text, so numbers, dates and choices are text until the
 * contract's own schema checks them. `governorateId` only narrows the delegation picker.
 */
export interface HolderFormValues {
  name: string;
  number: string;
  oilType: string;
  category: HolderCategory | '';
  sectorCode: SectorCode | '';
  sectorSActCode: SectorCode | '';
  identificationDate: string;
  supplierStatus: SupplierStatus | '';
  address: string;
  postalCode: string;
  city: string;
  governorateId: string;
  delegationId: string;
  lat: string;
  lng: string;
  contact: string;
  contactPhone: string;
  contactLandline: string;
  contactEmail: string;
  status: HolderStatus | '';
  subcontractorId: string;
  subcontractorAssignmentStartDate: string;
  collectFrequencyNumber: string;
  collectFrequencyType: CollectFrequencyType | '';
  storageCapacity: string;
  latestTankAssignment: string;
  latestTankAssignmentDate: string;
  netAmount: string;
}

export type HolderField = keyof HolderFormValues;

export const emptyHolderForm: HolderFormValues = {
  name: '',
  number: '',
  oilType: '',
  category: '',
  sectorCode: '',
  sectorSActCode: '',
  identificationDate: '',
  supplierStatus: 'ACTIVE',
  address: '',
  postalCode: '',
  city: '',
  governorateId: '',
  delegationId: '',
  lat: '',
  lng: '',
  contact: '',
  contactPhone: '',
  contactLandline: '',
  contactEmail: '',
  status: 'PENDING',
  subcontractorId: '',
  subcontractorAssignmentStartDate: '',
  collectFrequencyNumber: '',
  collectFrequencyType: 'WEEKLY',
  storageCapacity: '',
  latestTankAssignment: '',
  latestTankAssignmentDate: '',
  netAmount: '',
};

export const holderFields = Object.keys(emptyHolderForm) as HolderField[];

// The date part as the server stored it: dates are days, sent as midnight UTC.
const dayOf = (dateTime: string) => dateTime.slice(0, 10);
const text = (value: number | null | undefined, write: (value: number) => string = String) =>
  value === null || value === undefined ? '' : write(value);

/** A saved holder as the form shows it, decimals written by `decimal` (the interface's mark). */
export const holderFormValuesOf = (
  holder: Holder,
  decimal: (value: number) => string,
): HolderFormValues => ({
  name: holder.name,
  number: holder.number,
  oilType: holder.oilType,
  category: holder.category,
  sectorCode: holder.sectorCode,
  sectorSActCode: holder.sectorSActCode,
  identificationDate: dayOf(holder.identificationDate),
  supplierStatus: holder.supplierStatus,
  address: holder.address,
  postalCode: text(holder.postalCode),
  city: holder.city,
  governorateId: holder.delegation?.governorateId ?? '',
  delegationId: holder.delegationId,
  lat: text(holder.lat, decimal),
  lng: text(holder.lng, decimal),
  contact: holder.contact ?? '',
  contactPhone: holder.contactPhone ?? '',
  contactLandline: holder.contactLandline ?? '',
  contactEmail: holder.contactEmail ?? '',
  status: holder.status,
  subcontractorId: holder.subcontractorId ?? '',
  subcontractorAssignmentStartDate: dayOf(holder.subcontractorAssignmentStartDate),
  collectFrequencyNumber: text(holder.collectFrequencyNumber),
  collectFrequencyType: holder.collectFrequencyType,
  storageCapacity: text(holder.storageCapacity, decimal),
  latestTankAssignment: holder.latestTankAssignment,
  latestTankAssignmentDate: dayOf(holder.latestTankAssignmentDate),
  netAmount: text(holder.netAmount, decimal),
});

const dateTimeOf = (value: string) =>
  value === '' ? undefined : /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value;
const choiceOf = (value: string) => (value === '' ? undefined : value);

/** The body the contract expects, before the contract's schema checks it. */
const bodyOf = (v: HolderFormValues): Record<string, unknown> => ({
  name: v.name.trim(),
  number: v.number.trim(),
  oilType: v.oilType.trim(),
  category: choiceOf(v.category),
  sectorCode: choiceOf(v.sectorCode),
  sectorSActCode: choiceOf(v.sectorSActCode),
  identificationDate: dateTimeOf(v.identificationDate),
  supplierStatus: choiceOf(v.supplierStatus),
  address: v.address.trim(),
  postalCode: toNumber(v.postalCode),
  city: v.city.trim(),
  delegationId: choiceOf(v.delegationId),
  lat: toNumber(v.lat) ?? null,
  lng: toNumber(v.lng) ?? null,
  contact: v.contact.trim(),
  contactPhone: v.contactPhone.trim(),
  contactLandline: v.contactLandline.trim(),
  contactEmail: v.contactEmail.trim(),
  status: choiceOf(v.status),
  subcontractorId: v.subcontractorId || null,
  subcontractorAssignmentStartDate: dateTimeOf(v.subcontractorAssignmentStartDate),
  collectFrequencyNumber: toNumber(v.collectFrequencyNumber),
  collectFrequencyType: choiceOf(v.collectFrequencyType),
  storageCapacity: toNumber(v.storageCapacity),
  latestTankAssignment: v.latestTankAssignment.trim(),
  latestTankAssignmentDate: dateTimeOf(v.latestTankAssignmentDate),
  netAmount: toNumber(v.netAmount),
});

const formShape = z.object(
  Object.fromEntries(holderFields.map((field) => [field, z.string()])) as Record<
    HolderField,
    z.ZodString
  >,
);

/**
 * The rules are the contract's (the generated create and update bodies); only the messages are
 * ours. An edit sends every field, so every field of the update body is required there too.
 */
export const holderCreateSchema = formShape
  .transform((values) => bodyOf(values as HolderFormValues))
  .pipe(CreateHolderBody);
export const holderEditSchema = formShape
  .transform((values) => bodyOf(values as HolderFormValues))
  .pipe(UpdateHolderBody.required());

/** Messages of the rules a field breaks, beyond a missing value. */
const fieldMessages: Partial<Record<HolderField, string>> = {
  postalCode: 'validation.postalCode',
  storageCapacity: 'validation.storageCapacity',
  netAmount: 'validation.netAmount',
  collectFrequencyNumber: 'validation.collectFrequencyNumber',
  lat: 'validation.lat',
  lng: 'validation.lng',
  number: 'validation.numberLength',
  contactEmail: 'validation.invalidEmail',
  identificationDate: 'validation.date',
  subcontractorAssignmentStartDate: 'validation.date',
  latestTankAssignmentDate: 'validation.date',
};

/** Fields whose own message already states their upper bound. */
const BOUNDED_FIELDS = new Set<HolderField>(['postalCode', 'lat', 'lng', 'number', 'contactEmail']);

/**
 * The contract's issues as `validation.*` keys of the common catalogue. Paths are
 * complete here: zod maps issues once they reach the top of the schema.
 */
export const holderErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0] as HolderField | undefined;
  if (field === 'delegationId') return 'validation.delegation';
  if (issue.input === undefined || issue.input === '') return 'validation.required';
  if (Number.isNaN(issue.input)) return 'validation.number';
  // The contract's upper bounds, beyond the fields that word their own range.
  if (issue.code === 'too_big' && !(field && BOUNDED_FIELDS.has(field))) {
    return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooLarge';
  }
  if (field && fieldMessages[field]) return fieldMessages[field];
  if (issue.code === 'invalid_value') return 'validation.choice';
  return undefined;
};

/** The form's resolver: create checks the create body, edit the update body. */
export const holderResolver = (mode: 'create' | 'edit') =>
  zodResolver(mode === 'create' ? holderCreateSchema : holderEditSchema, {
    error: holderErrorMap,
  }) as Resolver<HolderFormValues, unknown, HolderCreate>;
