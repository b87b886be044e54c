import { HStack, Link, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import {
  left,
  type CsvTable,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { numberWriter, type ValueWriters } from '@/components/record/change-words';
import { paths } from '@/config/routes';
import { dayOf, numberText, toNumber } from '@/lib/contract-values';
import { personName } from '@/lib/format';
import { ExpiredBadge } from './components/contract-end';

/**
 * A company's fields, once: how the form edits each property of the contract's body, how the
 * summary and the CSV show each property of the read model. Every property must be listed (the
 * types are mapped over the generated ones), so a property added to the contract does not
 * compile until it is handled here, or said to be left out.
 */

export type SubcontractorSection = 'account' | 'company' | 'area' | 'capacities';

const trim = (text: string) => text.trim();
const same = (text: string) => text;
// Contract dates are days; the contract wants date-times, so a day is its midnight UTC.
const toDateTime = (day: string) => (day === '' ? undefined : `${day}T00:00:00.000Z`);
const contractDate = () => ({ kind: 'date', autoComplete: 'off', required: true }) as const;

/** The form, section by section in the order shown. */
export const subcontractorForm = {
  firstName: {
    section: 'account',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (s) => s.user.firstName,
    body: trim,
  },
  lastName: {
    section: 'account',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (s) => s.user.lastName,
    body: trim,
  },
  // Empty means absent (spec section 5): sent as '', which the contract allows.
  email: {
    section: 'account',
    input: ({ t }) => ({
      kind: 'email',
      autoComplete: 'off',
      hint: t('fields.contactHelp'),
      deps: ['phoneNumber'],
    }),
    text: (s) => s.user.email ?? '',
    body: trim,
  },
  // The "e-mail or phone" message sits on the e-mail: a phone number clears it.
  phoneNumber: {
    section: 'account',
    input: ({ t }) => ({
      kind: 'tel',
      autoComplete: 'off',
      hint: t('fields.phoneHelp'),
      deps: ['email'],
    }),
    text: (s) => s.user.phoneNumber ?? '',
    // As typed, trimmed, its spaces single.
    body: (text) => text.trim().replace(/\s+/g, ' '),
  },
  cin: {
    section: 'account',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (s) => s.user.cin ?? '',
    body: trim,
  },
  companyName: {
    section: 'company',
    input: () => ({ autoComplete: 'organization', required: true, wide: true }),
    text: (s) => s.companyName,
    body: trim,
  },
  contractStartDate: {
    section: 'company',
    input: () => ({ ...contractDate(), deps: ['contractEndDate'] }),
    text: (s) => dayOf(s.contractStartDate),
    body: toDateTime,
  },
  contractEndDate: {
    section: 'company',
    input: contractDate,
    text: (s) => dayOf(s.contractEndDate),
    body: toDateTime,
  },
  managerSubcontractorId: {
    section: 'company',
    input: 'custom',
    text: (s) => s.managerSubcontractorId ?? '',
    body: (id) => id || null,
  },
  zoneId: { section: 'area', input: 'custom', text: (s) => s.zoneId, body: same },
  relayDepotId: { section: 'area', input: 'custom', text: (s) => s.relayDepotId, body: same },
  collectionCapacity: {
    section: 'capacities',
    input: () => ({ kind: 'decimal', required: true }),
    text: (s, decimal) => numberText(s.collectionCapacity, decimal),
    body: toNumber,
  },
  assignedTankCapacity: {
    section: 'capacities',
    input: () => ({ kind: 'decimal', required: true }),
    text: (s, decimal) => numberText(s.assignedTankCapacity, decimal),
    body: toNumber,
  },
  fleetSize: {
    section: 'capacities',
    // The list's count is checked against the fleet size.
    input: () => ({
      inputMode: 'numeric',
      autoComplete: 'off',
      required: true,
      deps: ['vehicleCapacities'],
    }),
    text: (s) => String(s.fleetSize),
    body: 'own rule',
  },
  // One entry per vehicle; objects, as react-hook-form's field arrays want them.
  vehicleCapacities: {
    section: 'capacities',
    input: 'custom',
    empty: [] as { value: string }[],
    text: (s, decimal) => s.vehicleCapacities.map((value) => ({ value: decimal(value) })),
    body: 'own rule',
  },
} satisfies FormTable<'subcontractors', Subcontractor, SubcontractorCreate, SubcontractorSection>;

/** The summary's facts, card by card in the order shown; the account's are read in `user`. */
export const subcontractorSummary = {
  firstName: { section: 'account', show: (s) => s.user.firstName },
  lastName: { section: 'account', show: (s) => s.user.lastName },
  email: {
    section: 'account',
    show: ({ user }) =>
      user.email && (
        <Link href={`mailto:${user.email}`} color="brand.fg" wordBreak="break-all">
          {user.email}
        </Link>
      ),
  },
  phoneNumber: {
    section: 'account',
    show: ({ user }) =>
      user.phoneNumber && (
        <Link href={`tel:${user.phoneNumber.replace(/\s/g, '')}`} color="brand.fg">
          {user.phoneNumber}
        </Link>
      ),
  },
  cin: { section: 'account', show: (s) => s.user.cin },
  companyName: { section: 'company', show: (s) => s.companyName },
  contractStartDate: {
    section: 'company',
    label: ({ t }) => t('detail.contract'),
    show: (s, { t, format }) => (
      <HStack gap="2" wrap="wrap">
        <span>
          {t('detail.contractFrom', {
            start: format.day(s.contractStartDate),
            end: format.day(s.contractEndDate),
          })}
        </span>
        <ExpiredBadge contractEndDate={s.contractEndDate} />
      </HStack>
    ),
  },
  zone: { section: 'area', show: (s) => s.zone.name },
  relayDepot: {
    section: 'area',
    show: (s) => (
      <Link asChild color="brand.fg">
        <RouterLink to={paths.main.relayDepots.detail(s.relayDepot.id)}>
          {s.relayDepot.name} · {s.relayDepot.code}
        </RouterLink>
      </Link>
    ),
  },
  collectionCapacity: {
    section: 'capacities',
    show: (s, { format }) => format.litresPerMonth(s.collectionCapacity),
  },
  assignedTankCapacity: {
    section: 'capacities',
    show: (s, { format }) => format.litres(s.assignedTankCapacity),
  },
  fleetSize: { section: 'capacities', show: (s, { t }) => t('vehicles', { count: s.fleetSize }) },
  vehicleCapacities: {
    section: 'capacities',
    label: ({ t }) => t('detail.vehicles'),
    show: (s, { t, format }) =>
      s.vehicleCapacities.length === 0 ? undefined : (
        <Stack gap="2">
          <Wrap gap="2" asChild>
            <ul aria-label={t('fields.vehicleCapacities')}>
              {s.vehicleCapacities.map((capacity, index) => (
                <li key={index}>
                  <Tag.Root colorPalette="brand" variant="subtle">
                    <Tag.Label>{format.litres(capacity)}</Tag.Label>
                  </Tag.Root>
                </li>
              ))}
            </ul>
          </Wrap>
          <Text fontSize="sm" color="fg.muted">
            {t('detail.fleetUsage', {
              count: s.vehicleCapacities.length,
              fleet: t('vehicles', { count: s.fleetSize }),
            })}
          </Text>
        </Stack>
      ),
  },
  user: left('its facts above: names, e-mail, phone, CIN'),
  contractEndDate: left("with the contract's start"),
  managerSubcontractorId: left("drawn by the summary with the manager's record"),
  zoneId: left("the zone's name"),
  relayDepotId: left("the depot's name"),
  updatedAt: left('the note under the cards'),
  id: left('internal'),
  userId: left('internal'),
  createdAt: left('internal'),
} satisfies SummaryTable<
  'subcontractors',
  Subcontractor,
  SubcontractorSection,
  'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'cin'
>;

/** The CSV export, column by column; headers are the list's `columns.*` words. */
export const subcontractorCsv = {
  companyName: { value: (s) => s.companyName },
  user: { header: ({ t }) => t('columns.contact'), value: (s) => personName(s.user) },
  email: { value: (s) => s.user.email },
  phoneNumber: { value: (s) => s.user.phoneNumber },
  zone: { value: (s) => s.zone.name },
  relayDepot: { value: (s) => `${s.relayDepot.code} ${s.relayDepot.name}` },
  contractStartDate: { value: (s) => dayOf(s.contractStartDate) },
  contractEndDate: { value: (s) => dayOf(s.contractEndDate) },
  fleetSize: { value: (s) => s.fleetSize },
  collectionCapacity: {
    header: ({ t }) => `${t('columns.collectionCapacity')} (L)`,
    value: (s, { format }) => format.plain(s.collectionCapacity),
  },
  assignedTankCapacity: {
    header: ({ t }) => `${t('columns.assignedTankCapacity')} (L)`,
    value: (s, { format }) => format.plain(s.assignedTankCapacity),
  },
  vehicleCapacities: {
    header: ({ t }) => `${t('columns.vehicleCapacities')} (L)`,
    value: (s, { format }) => s.vehicleCapacities.map(format.plain).join(' | '),
  },
  managerSubcontractorId: left('not exported'),
  zoneId: left("the zone's name"),
  relayDepotId: left("the depot's name"),
  updatedAt: left('not exported'),
  id: left('internal'),
  userId: left('internal'),
  createdAt: left('internal'),
} satisfies CsvTable<'subcontractors', Subcontractor, 'email' | 'phoneNumber'>;

/** The History card's numbers written with their unit, as the summary writes them. */
export const subcontractorWriters = {
  collectionCapacity: numberWriter((value, format) => format.litresPerMonth(value)),
  assignedTankCapacity: numberWriter((value, format) => format.litres(value)),
  vehicleCapacities: numberWriter((value, format) => format.litres(value)),
} satisfies ValueWriters;
