import { Link } from '@chakra-ui/react';
import {
  CollectFrequencyType,
  HolderCategory,
  HolderStatus,
  SectorCode,
  SupplierStatus,
  type Holder,
  type HolderCreate,
} from '@generated/model';
import {
  left,
  type CsvTable,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { numberWriter, type ValueWriters } from '@/components/record/change-words';
import { StatusBadge } from '@/components/ui/status-badge';
import { choiceOf, dateTimeOf, dayOf, numberText, toNumber } from '@/lib/contract-values';

/**
 * A holder's fields, once: how the form edits each property of the contract's body, how the
 * summary and the CSV show each property of the read model. Every property must be listed (the
 * types are mapped over the generated ones), so a property added to the contract does not
 * compile until it is handled here, or said to be left out.
 */

export type HolderFormSection = 'identity' | 'location' | 'contact' | 'collection';
export type HolderSummarySection = HolderFormSection;

/** "La Marsa / Grand Tunis": where the holder is, from the read model's delegation. */
export const areaOf = (holder: Holder) =>
  [holder.delegation?.name, holder.delegation?.zone?.name].filter(Boolean).join(' / ');

const sectors = () => Object.values(SectorCode).map((c) => ({ value: c, label: c }));
/** A quantity: zero or more, decimals allowed, typed with the interface's decimal mark. */
const amount = () => ({ kind: 'decimal', required: true }) as const;
const required = () => ({ required: true });
const date = () => ({ kind: 'date', required: true }) as const;
const trim = (text: string) => text.trim();
/**
 * The contract's longest holder number (`createHolderBodyNumberMax`, checked against it in
 * tests/field-tables.test.ts). Not imported from the generated schemas: the holders list reads
 * this file for its columns, and its first visit then built every holder schema (65 ms).
 */
const NUMBER_MAX_LENGTH = 40;

/** The form, section by section in the order shown. `governorateId` only narrows a picker. */
export const holderForm = {
  name: { section: 'identity', input: required, text: (h) => h.name, body: trim },
  number: {
    section: 'identity',
    input: () => ({ maxLength: NUMBER_MAX_LENGTH, required: true }),
    text: (h) => h.number,
    body: trim,
  },
  oilType: { section: 'identity', input: required, text: (h) => h.oilType, body: trim },
  category: {
    section: 'identity',
    input: ({ t }) => ({
      options: Object.values(HolderCategory).map((c) => ({
        value: c,
        label: t(`category.${c}`),
      })),
      required: true,
    }),
    text: (h) => h.category,
    body: choiceOf,
  },
  sectorCode: {
    section: 'identity',
    input: () => ({ options: sectors(), required: true }),
    text: (h) => h.sectorCode,
    body: choiceOf,
  },
  sectorSActCode: {
    section: 'identity',
    input: () => ({ options: sectors(), required: true }),
    text: (h) => h.sectorSActCode,
    body: choiceOf,
  },
  identificationDate: {
    section: 'identity',
    input: date,
    text: (h) => dayOf(h.identificationDate),
    body: dateTimeOf,
  },
  supplierStatus: {
    section: 'identity',
    input: ({ tc }) => ({
      options: Object.values(SupplierStatus).map((s) => ({ value: s, label: tc(`status.${s}`) })),
      required: true,
    }),
    empty: 'ACTIVE',
    text: (h) => h.supplierStatus,
    body: choiceOf,
  },
  address: {
    section: 'location',
    input: () => ({ wide: true, required: true }),
    text: (h) => h.address,
    body: trim,
  },
  city: { section: 'location', input: required, text: (h) => h.city, body: trim },
  postalCode: {
    section: 'location',
    input: () => ({ inputMode: 'numeric', autoComplete: 'off', required: true }),
    text: (h) => numberText(h.postalCode),
    body: toNumber,
  },
  governorateId: {
    section: 'location',
    input: 'custom',
    text: (h) => h.delegation?.governorateId ?? '',
    body: 'form only',
  },
  delegationId: {
    section: 'location',
    input: 'custom',
    text: (h) => h.delegationId,
    body: choiceOf,
  },
  lat: {
    section: 'location',
    input: ({ t }) => ({ kind: 'decimal', hint: t('hints.coordinates') }),
    text: (h, decimal) => numberText(h.lat, decimal),
    body: (text) => toNumber(text) ?? null,
  },
  lng: {
    section: 'location',
    input: () => ({ kind: 'decimal' }),
    text: (h, decimal) => numberText(h.lng, decimal),
    body: (text) => toNumber(text) ?? null,
  },
  contact: {
    section: 'contact',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (h) => h.contact ?? '',
    body: trim,
  },
  contactEmail: {
    section: 'contact',
    input: () => ({ kind: 'email', autoComplete: 'off', required: true }),
    text: (h) => h.contactEmail ?? '',
    body: trim,
  },
  contactPhone: {
    section: 'contact',
    input: () => ({ kind: 'tel', placeholder: '+216 98 123 456', required: true }),
    text: (h) => h.contactPhone ?? '',
    body: trim,
  },
  contactLandline: {
    section: 'contact',
    input: ({ t }) => ({
      kind: 'tel',
      placeholder: '+216 71 123 456',
      hint: t('hints.contactLandline'),
    }),
    text: (h) => h.contactLandline ?? '',
    body: trim,
  },
  status: {
    section: 'collection',
    input: ({ tc }) => ({
      options: Object.values(HolderStatus).map((s) => ({ value: s, label: tc(`status.${s}`) })),
      required: true,
    }),
    empty: 'PENDING',
    text: (h) => h.status,
    body: choiceOf,
  },
  storageCapacity: {
    section: 'collection',
    input: amount,
    text: (h, decimal) => numberText(h.storageCapacity, decimal),
    body: toNumber,
  },
  subcontractorId: {
    section: 'collection',
    input: 'custom',
    text: (h) => h.subcontractorId ?? '',
    body: (text) => text || null,
  },
  subcontractorAssignmentStartDate: {
    section: 'collection',
    input: date,
    text: (h) => dayOf(h.subcontractorAssignmentStartDate),
    body: dateTimeOf,
  },
  collectFrequencyNumber: {
    section: 'collection',
    input: () => ({ inputMode: 'numeric', autoComplete: 'off', required: true }),
    text: (h) => numberText(h.collectFrequencyNumber),
    body: toNumber,
  },
  collectFrequencyType: {
    section: 'collection',
    input: ({ t }) => ({
      options: Object.values(CollectFrequencyType).map((f) => ({
        value: f,
        label: t(`frequencyType.${f}`),
      })),
      required: true,
    }),
    empty: 'WEEKLY',
    text: (h) => h.collectFrequencyType,
    body: choiceOf,
  },
  latestTankAssignment: {
    section: 'collection',
    input: required,
    text: (h) => h.latestTankAssignment,
    body: trim,
  },
  latestTankAssignmentDate: {
    section: 'collection',
    input: date,
    text: (h) => dayOf(h.latestTankAssignmentDate),
    body: dateTimeOf,
  },
  netAmount: {
    section: 'collection',
    input: amount,
    text: (h, decimal) => numberText(h.netAmount, decimal),
    body: toNumber,
  },
} satisfies FormTable<'holders', Holder, HolderCreate, HolderFormSection, 'governorateId'>;

/** The read-only view, section by section in the order shown. */
export const holderSummary = {
  number: { section: 'identity', show: (h) => h.number },
  status: { section: 'identity', show: (h) => <StatusBadge status={h.status} /> },
  oilType: { section: 'identity', show: (h) => h.oilType },
  supplierStatus: { section: 'identity', show: (h) => <StatusBadge status={h.supplierStatus} /> },
  category: { section: 'identity', show: (h, { t }) => t(`category.${h.category}`) },
  identificationDate: {
    section: 'identity',
    show: (h, { format }) => format.day(h.identificationDate),
  },
  sectorCode: { section: 'identity', show: (h) => h.sectorCode },
  sectorSActCode: { section: 'identity', show: (h) => h.sectorSActCode },
  address: { section: 'location', show: (h) => h.address },
  city: { section: 'location', show: (h) => `${h.postalCode} ${h.city}` },
  delegationId: { section: 'location', label: ({ t }) => t('columns.area'), show: areaOf },
  delegation: {
    section: 'location',
    label: ({ t }) => t('fields.governorate'),
    show: (h) => h.delegation?.governorate?.name,
  },
  contact: { section: 'contact', show: (h) => h.contact },
  contactEmail: {
    section: 'contact',
    show: (h) =>
      h.contactEmail && (
        <Link href={`mailto:${h.contactEmail}`} color="brand.fg">
          {h.contactEmail}
        </Link>
      ),
  },
  contactPhone: { section: 'contact', show: (h) => h.contactPhone },
  contactLandline: { section: 'contact', show: (h) => h.contactLandline },
  subcontractor: { section: 'collection', show: (h) => h.subcontractor?.companyName },
  subcontractorAssignmentStartDate: {
    section: 'collection',
    show: (h, { format }) => format.day(h.subcontractorAssignmentStartDate),
  },
  collectFrequencyType: {
    section: 'collection',
    label: ({ t }) => t('detail.frequency'),
    show: (h, { format }) => format.frequency(h.collectFrequencyType, h.collectFrequencyNumber),
  },
  calculatedFrequency: {
    section: 'collection',
    show: (h, { t }) =>
      h.calculatedFrequency === undefined
        ? undefined
        : t('everyDays', { count: h.calculatedFrequency }),
  },
  storageCapacity: {
    section: 'collection',
    label: ({ t }) => t('detail.storageCapacity'),
    show: (h, { format }) => format.litres(h.storageCapacity),
  },
  netAmount: {
    section: 'collection',
    label: ({ t }) => t('columns.netAmount'),
    show: (h, { format }) => format.tnd(h.netAmount),
  },
  latestTankAssignment: { section: 'collection', show: (h) => h.latestTankAssignment },
  latestTankAssignmentDate: {
    section: 'collection',
    show: (h, { format }) => format.day(h.latestTankAssignmentDate),
  },
  name: left("the detail's title"),
  postalCode: left("with the city's"),
  lat: left('the map, under the location'),
  lng: left('the map, under the location'),
  collectFrequencyNumber: left("with the frequency's unit"),
  subcontractorId: left("the subcontractor's name"),
  id: left('internal'),
  createdAt: left('internal'),
  updatedAt: left("the detail's note"),
  deletedAt: left('internal'),
  declaration: left('its own card, under the summary'),
  nonCompliance: left('the banner above the summary'),
} satisfies SummaryTable<'holders', Holder, HolderSummarySection>;

/** The CSV export, column by column. */
export const holderCsv = {
  name: { value: (h) => h.name },
  number: { value: (h) => h.number },
  address: { value: (h) => h.address },
  postalCode: { value: (h) => h.postalCode },
  city: { value: (h) => h.city },
  delegationId: { header: ({ t }) => t('fields.delegation'), value: (h) => h.delegation?.name },
  delegation: { header: ({ t }) => t('fields.zone'), value: (h) => h.delegation?.zone?.name },
  status: { value: (h, { tc }) => tc(`status.${h.status}`) },
  supplierStatus: { value: (h, { tc }) => tc(`status.${h.supplierStatus}`) },
  category: { value: (h, { t }) => t(`category.${h.category}`) },
  sectorCode: { value: (h) => h.sectorCode },
  collectFrequencyType: {
    header: ({ t }) => t('detail.frequency'),
    value: (h, { format }) => format.frequency(h.collectFrequencyType, h.collectFrequencyNumber),
  },
  storageCapacity: { value: (h, { format }) => format.plain(h.storageCapacity) },
  subcontractor: { value: (h) => h.subcontractor?.companyName },
  contact: { value: (h) => h.contact },
  contactPhone: { value: (h) => h.contactPhone },
  contactEmail: { value: (h) => h.contactEmail },
  oilType: left('not exported'),
  sectorSActCode: left('not exported'),
  identificationDate: left('not exported'),
  lat: left('not exported'),
  lng: left('not exported'),
  contactLandline: left('not exported'),
  collectFrequencyNumber: left("with the frequency's unit"),
  calculatedFrequency: left('not exported'),
  netAmount: left('not exported'),
  latestTankAssignment: left('not exported'),
  latestTankAssignmentDate: left('not exported'),
  subcontractorAssignmentStartDate: left('not exported'),
  subcontractorId: left("the subcontractor's name"),
  id: left('internal'),
  createdAt: left('internal'),
  updatedAt: left('internal'),
  deletedAt: left('internal'),
  declaration: {
    value: (h, { t, format }) => {
      const declaration = h.declaration;
      if (!declaration) return t('declaration.missing');
      const date = format.day(declaration.renewalDate);
      if (declaration.state === 'EXPIRED') return t('declaration.expiredSince', { date });
      return t('declaration.validUntil', { date });
    },
  },
  nonCompliance: { value: (h, { format }) => h.nonCompliance && format.day(h.nonCompliance.since) },
} satisfies CsvTable<'holders', Holder>;

/** The History card's numbers written as the summary writes them: with their unit, coordinates. */
export const holderWriters = {
  storageCapacity: numberWriter((value, format) => format.litres(value)),
  netAmount: numberWriter((value, format) => format.tnd(value)),
  // The frequency's unit in the words of its select.
  collectFrequencyType: (value, { word }) =>
    typeof value === 'string' ? word(`frequencyType.${value}`) : undefined,
  lat: numberWriter((value, format) => format.coordinate(value)),
  lng: numberWriter((value, format) => format.coordinate(value)),
} satisfies ValueWriters;
