import type { Shipment, ShipmentCreate } from '@generated/model';
import {
  left,
  type CsvTable,
  type FieldKit,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { numberWriter, type ValueWriters } from '@/components/record/change-words';
import { numberText, toNumber } from '@/lib/contract-values';
import type { Formats } from '@/lib/format';

/**
 * A shipment's fields, once: how the form edits each property of the contract's body, how the
 * summary and the CSV show each property of the read model (types mapped over the generated
 * ones: a property added to the contract does not compile until it is handled here).
 */

export type ShipmentFormSection = 'route' | 'transport' | 'weights' | 'quality';
export type ShipmentSummarySection = 'route' | 'transport' | 'weights' | 'quality' | 'receipt';

/** Kilograms with their unit. */
export const kg = (format: Formats, value: number) => `${format.number(value)}\u00a0kg`;
const percent = (format: Formats, value: number | null, { t }: FieldKit<'shipments'>) =>
  value === null ? t('detail.notMeasured') : `${format.number(value)}\u00a0%`;

const trim = (text: string) => text.trim();
const same = (text: string) => text;
/** An optional measure: empty is "not measured" (null). */
const measured = (text: string) => (text.trim() === '' ? null : toNumber(text));

/** The form, section by section in the order shown. */
export const shipmentForm = {
  relayDepotId: { section: 'route', input: 'custom', text: (s) => s.relayDepotId, body: same },
  buyerId: { section: 'route', input: 'custom', text: (s) => s.buyerId, body: same },
  contractNumber: {
    section: 'route',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (s) => s.contractNumber,
    body: trim,
  },
  dispatchDate: {
    section: 'route',
    input: () => ({ kind: 'date', required: true }),
    text: (s) => s.dispatchDate,
    body: same,
  },
  vehicleNumber: {
    section: 'transport',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (s) => s.vehicleNumber,
    body: trim,
  },
  transportDocumentNumber: {
    section: 'transport',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (s) => s.transportDocumentNumber,
    body: trim,
  },
  grossWeightKg: {
    section: 'weights',
    input: () => ({ kind: 'decimal', required: true, deps: ['netWeightKg'] }),
    text: (s, decimal) => numberText(s.grossWeightKg, decimal),
    body: toNumber,
  },
  netWeightKg: {
    section: 'weights',
    input: ({ t }) => ({ kind: 'decimal', required: true, hint: t('fields.netWeightHelp') }),
    text: (s, decimal) => numberText(s.netWeightKg, decimal),
    body: toNumber,
  },
  densityKgPerLitre: {
    section: 'weights',
    input: ({ t }) => ({ kind: 'decimal', hint: t('fields.densityHelp') }),
    empty: '',
    text: (s, decimal) => numberText(s.densityKgPerLitre, decimal),
    body: (text) => (text.trim() === '' ? undefined : toNumber(text)),
  },
  moistureImpuritiesPercent: {
    section: 'quality',
    input: () => ({ kind: 'decimal' }),
    text: (s, decimal) => numberText(s.moistureImpuritiesPercent ?? undefined, decimal),
    body: measured,
  },
  freeFattyAcidsPercent: {
    section: 'quality',
    input: () => ({ kind: 'decimal' }),
    text: (s, decimal) => numberText(s.freeFattyAcidsPercent ?? undefined, decimal),
    body: measured,
  },
} satisfies FormTable<'shipments', Shipment, ShipmentCreate, ShipmentFormSection>;

/** The summary's facts, card by card in the order shown. */
export const shipmentSummary = {
  relayDepot: {
    section: 'route',
    label: ({ t }) => t('fields.relayDepotId'),
    show: (s) => s.relayDepot.name,
  },
  buyer: {
    section: 'route',
    label: ({ t }) => t('fields.buyerId'),
    show: (s, { t, format }) =>
      `${s.buyer.name} (${s.buyer.country}), ${t('detail.certificateUntil', { date: format.day(s.buyer.certificateValidUntil) })}`,
  },
  contractNumber: { section: 'route', show: (s) => s.contractNumber },
  dispatchDate: { section: 'route', show: (s, { format }) => format.day(s.dispatchDate) },
  vehicleNumber: { section: 'transport', show: (s) => s.vehicleNumber },
  transportDocumentNumber: { section: 'transport', show: (s) => s.transportDocumentNumber },
  grossWeightKg: { section: 'weights', show: (s, { format }) => kg(format, s.grossWeightKg) },
  netWeightKg: {
    section: 'weights',
    show: (s, { t, format }) =>
      `${kg(format, s.netWeightKg)}, ${t('detail.litres', {
        litres: format.litres(s.netLitres),
        density: format.number(s.densityKgPerLitre),
      })}`,
  },
  moistureImpuritiesPercent: {
    section: 'quality',
    show: (s, kit) => percent(kit.format, s.moistureImpuritiesPercent, kit),
  },
  freeFattyAcidsPercent: {
    section: 'quality',
    show: (s, kit) => percent(kit.format, s.freeFattyAcidsPercent, kit),
  },
  receivedDate: {
    section: 'receipt',
    shown: (s) => s.receivedDate !== null,
    show: (s, { format }) => (s.receivedDate ? format.day(s.receivedDate) : ''),
  },
  receivedWeightKg: {
    section: 'receipt',
    shown: (s) => s.receivedWeightKg !== null,
    show: (s, { format }) => (s.receivedWeightKg === null ? '' : kg(format, s.receivedWeightKg)),
  },
  densityKgPerLitre: left('with the net weight'),
  netLitres: left('with the net weight'),
  status: left("the header's badge"),
  declarationNumber: left("the header's download"),
  dispatchedAt: left('the history'),
  relayDepotId: left("the depot's name"),
  buyerId: left("the buyer's name"),
  updatedAt: left('the note under the cards'),
  id: left('internal'),
  createdAt: left('internal'),
} satisfies SummaryTable<'shipments', Shipment, ShipmentSummarySection>;

/** The CSV export, column by column. */
export const shipmentCsv = {
  dispatchDate: { header: ({ t }) => t('columns.dispatchDate'), value: (s) => s.dispatchDate },
  contractNumber: {
    header: ({ t }) => t('columns.contractNumber'),
    value: (s) => s.contractNumber,
  },
  relayDepot: { header: ({ t }) => t('columns.relayDepot'), value: (s) => s.relayDepot.name },
  buyer: { header: ({ t }) => t('columns.buyer'), value: (s) => s.buyer.name },
  status: { header: ({ t }) => t('columns.status'), value: (s, { t }) => t(`status.${s.status}`) },
  declarationNumber: {
    header: ({ t }) => t('columns.declarationNumber'),
    value: (s) => s.declarationNumber,
  },
  vehicleNumber: { value: (s) => s.vehicleNumber },
  transportDocumentNumber: { value: (s) => s.transportDocumentNumber },
  grossWeightKg: { value: (s, { format }) => format.plain(s.grossWeightKg) },
  netWeightKg: { value: (s, { format }) => format.plain(s.netWeightKg) },
  densityKgPerLitre: { value: (s, { format }) => format.plain(s.densityKgPerLitre) },
  netLitres: { header: () => 'L', value: (s, { format }) => format.plain(s.netLitres) },
  moistureImpuritiesPercent: {
    value: (s, { format }) =>
      s.moistureImpuritiesPercent === null ? null : format.plain(s.moistureImpuritiesPercent),
  },
  freeFattyAcidsPercent: {
    value: (s, { format }) =>
      s.freeFattyAcidsPercent === null ? null : format.plain(s.freeFattyAcidsPercent),
  },
  receivedDate: { value: (s) => s.receivedDate },
  receivedWeightKg: {
    value: (s, { format }) =>
      s.receivedWeightKg === null ? null : format.plain(s.receivedWeightKg),
  },
  dispatchedAt: left('not exported'),
  relayDepotId: left("the depot's name"),
  buyerId: left("the buyer's name"),
  updatedAt: left('not exported'),
  id: left('internal'),
  createdAt: left('internal'),
} satisfies CsvTable<'shipments', Shipment>;

/** The History card's weights with their unit, as the summary writes them. */
export const shipmentWriters = {
  grossWeightKg: numberWriter((value, format) => kg(format, value)),
  netWeightKg: numberWriter((value, format) => kg(format, value)),
  receivedWeightKg: numberWriter((value, format) => kg(format, value)),
  netLitres: numberWriter((value, format) => format.litres(value)),
} satisfies ValueWriters;
