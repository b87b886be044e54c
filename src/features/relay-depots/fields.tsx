import { Link, Text } from '@chakra-ui/react';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { fillRate } from '@/components/feedback/fill-gauge';
import {
  left,
  type CsvTable,
  type FieldKit,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { numberWriter, type ValueWriters } from '@/components/record/change-words';
import { numberText, toNumber } from '@/lib/contract-values';

/**
 * A depot's fields, once: how the form edits each property of the contract's body, how the
 * summary and the CSV show each property of the read model. Every property must be listed (the
 * types are mapped over the generated ones), so a property added to the contract does not
 * compile until it is handled here, or said to be left out.
 */

export type RelayDepotFormSection = 'identity' | 'stock' | 'location' | 'contact';
/** The summary's cards of facts; the stock and the zones have cards of their own. */
export type RelayDepotSummarySection = 'contact' | 'location';

export const zoneNames = (depot: RelayDepot) => depot.zones.map((zone) => zone.name).join(', ');

const trim = (text: string) => text.trim();

/** The form, section by section in the order shown. */
export const relayDepotForm = {
  code: {
    section: 'identity',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (d) => d.code,
    body: trim,
  },
  name: {
    section: 'identity',
    input: () => ({ autoComplete: 'organization', required: true }),
    text: (d) => d.name,
    body: trim,
  },
  capacity: {
    section: 'stock',
    input: () => ({ kind: 'decimal', required: true, deps: ['quantity'] }),
    text: (d, decimal) => numberText(d.capacity, decimal),
    body: toNumber,
  },
  quantity: {
    section: 'stock',
    // Optional on create only: the form says so (RelayDepotFields).
    input: () => ({ kind: 'decimal' }),
    text: (d, decimal) => numberText(d.quantity, decimal),
    body: toNumber,
  },
  address: {
    section: 'location',
    input: () => ({ autoComplete: 'street-address', required: true, wide: true }),
    text: (d) => d.address,
    body: trim,
  },
  lat: {
    section: 'location',
    input: ({ t }) => ({ kind: 'decimal', hint: t('fields.latHelp'), required: true }),
    text: (d, decimal) => numberText(d.lat, decimal),
    body: toNumber,
  },
  lng: {
    section: 'location',
    input: ({ t }) => ({ kind: 'decimal', hint: t('fields.lngHelp'), required: true }),
    text: (d, decimal) => numberText(d.lng, decimal),
    body: toNumber,
  },
  zoneIds: {
    section: 'location',
    input: 'custom',
    empty: [] as string[],
    text: (d) => d.zones.map((zone) => zone.id),
    body: 'own rule',
  },
  email: {
    section: 'contact',
    input: () => ({ kind: 'email', autoComplete: 'off', required: true }),
    text: (d) => d.email,
    body: trim,
  },
  phoneNumber: {
    section: 'contact',
    input: ({ t }) => ({
      kind: 'tel',
      autoComplete: 'off',
      hint: t('fields.phoneHelp'),
      required: true,
    }),
    text: (d) => d.phoneNumber,
    body: trim,
  },
} satisfies FormTable<'relayDepots', RelayDepot, RelayDepotCreate, RelayDepotFormSection>;

/** The summary's facts, card by card in the order shown. */
export const relayDepotSummary = {
  email: {
    section: 'contact',
    show: (d) => (
      <Link href={`mailto:${d.email}`} color="brand.fg" wordBreak="break-all">
        {d.email}
      </Link>
    ),
  },
  phoneNumber: {
    section: 'contact',
    show: (d) => (
      <Link href={`tel:${d.phoneNumber.replace(/\s/g, '')}`} color="brand.fg">
        {d.phoneNumber}
      </Link>
    ),
  },
  address: { section: 'location', label: ({ t }) => t('detail.address'), show: (d) => d.address },
  lat: {
    section: 'location',
    label: ({ t }) => t('detail.coordinates'),
    show: (d, { format }) => (
      <Text as="span" fontVariantNumeric="tabular-nums">
        {format.coordinate(d.lat)}, {format.coordinate(d.lng)}
      </Text>
    ),
  },
  lng: left("with the latitude's"),
  capacity: left('the stock card'),
  quantity: left('the stock card'),
  zones: left('the zones card'),
  code: left("the detail's title"),
  name: left("the detail's title"),
  updatedAt: left('the note under the cards'),
  id: left('internal'),
  createdAt: left('internal'),
} satisfies SummaryTable<'relayDepots', RelayDepot, RelayDepotSummarySection>;

const plainFormats = new Map<string, Intl.NumberFormat>();
/** Plain numbers for spreadsheets, with the decimal mark of the interface language. */
const plain = ({ language }: FieldKit<'relayDepots'>) => {
  const locale = language === 'fr' ? 'fr-TN' : 'en-GB';
  const known = plainFormats.get(locale);
  if (known) return known;
  const made = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 });
  plainFormats.set(locale, made);
  return made;
};

/** The CSV export, column by column. */
export const relayDepotCsv = {
  code: { header: ({ t }) => t('columns.code'), value: (d) => d.code },
  name: { header: ({ t }) => t('columns.name'), value: (d) => d.name },
  zones: { header: ({ t }) => t('columns.zones'), value: zoneNames },
  capacity: {
    header: ({ t }) => `${t('columns.capacity')} (L)`,
    value: (d, kit) => plain(kit).format(d.capacity),
  },
  quantity: {
    header: ({ t }) => `${t('columns.quantity')} (L)`,
    value: (d, kit) => plain(kit).format(d.quantity),
  },
  fillRate: {
    header: ({ t }) => `${t('columns.fillRate')} (%)`,
    value: (d, kit) => plain(kit).format(Math.round(fillRate(d.quantity, d.capacity) * 100)),
  },
  address: { value: (d) => d.address },
  email: { value: (d) => d.email },
  phoneNumber: { value: (d) => d.phoneNumber },
  lat: left('not exported'),
  lng: left('not exported'),
  updatedAt: left('not exported'),
  id: left('internal'),
  createdAt: left('internal'),
} satisfies CsvTable<'relayDepots', RelayDepot, 'fillRate'>;

/** The History card's numbers written with their unit, as the summary writes them. */
export const relayDepotWriters = {
  capacity: numberWriter((value, format) => format.litres(value)),
  quantity: numberWriter((value, format) => format.litres(value)),
  lat: numberWriter((value, format) => format.coordinate(value)),
  lng: numberWriter((value, format) => format.coordinate(value)),
} satisfies ValueWriters;
