import type { Buyer, BuyerCreate } from '@generated/model';
import {
  left,
  type CsvTable,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { CertificateBadge, certificateState } from './components/certificate-badge';

/**
 * A buyer's fields, once: how the form edits each property of the contract's body, how the
 * summary and the CSV show each property of the read model (types mapped over the generated
 * ones: a property added to the contract does not compile until it is handled here).
 */

export type BuyerFormSection = 'identity' | 'certificate';
export type BuyerSummarySection = 'identity' | 'certificate';

const trim = (text: string) => text.trim();
const day = () => ({ kind: 'date', required: true }) as const;

/** The form, section by section in the order shown. */
export const buyerForm = {
  name: {
    section: 'identity',
    input: () => ({ autoComplete: 'organization', required: true }),
    text: (b) => b.name,
    body: trim,
  },
  country: {
    section: 'identity',
    input: ({ t }) => ({ autoComplete: 'off', required: true, hint: t('fields.countryHelp') }),
    text: (b) => b.country,
    body: (text) => text.trim().toUpperCase(),
  },
  address: {
    section: 'identity',
    input: () => ({ autoComplete: 'street-address', required: true, wide: true }),
    text: (b) => b.address,
    body: trim,
  },
  certificateNumber: {
    section: 'certificate',
    input: () => ({ autoComplete: 'off', required: true, wide: true }),
    text: (b) => b.certificateNumber,
    body: trim,
  },
  certificateValidFrom: {
    section: 'certificate',
    input: () => ({ ...day(), deps: ['certificateValidUntil'] }),
    text: (b) => b.certificateValidFrom,
    body: (text) => text,
  },
  certificateValidUntil: {
    section: 'certificate',
    input: day,
    text: (b) => b.certificateValidUntil,
    body: (text) => text,
  },
} satisfies FormTable<'buyers', Buyer, BuyerCreate, BuyerFormSection>;

/** The summary's facts, card by card in the order shown. */
export const buyerSummary = {
  name: { section: 'identity', show: (b) => b.name },
  country: { section: 'identity', show: (b) => b.country },
  address: { section: 'identity', show: (b) => b.address },
  certificateNumber: { section: 'certificate', show: (b) => b.certificateNumber },
  certificateValidFrom: {
    section: 'certificate',
    label: ({ t }) => t('columns.state'),
    show: (b, { t, format }) => (
      <>
        <CertificateBadge buyer={b} />{' '}
        {t('detail.validity', {
          from: format.day(b.certificateValidFrom),
          until: format.day(b.certificateValidUntil),
        })}
      </>
    ),
  },
  certificateValidUntil: left('with its start, in the validity fact'),
  updatedAt: left('the note under the cards'),
  id: left('internal'),
  createdAt: left('internal'),
} satisfies SummaryTable<'buyers', Buyer, BuyerSummarySection>;

/** The CSV export, column by column. */
export const buyerCsv = {
  name: { header: ({ t }) => t('columns.name'), value: (b) => b.name },
  country: { header: ({ t }) => t('columns.country'), value: (b) => b.country },
  address: { value: (b) => b.address },
  certificateNumber: { value: (b) => b.certificateNumber },
  certificateValidFrom: { value: (b) => b.certificateValidFrom },
  certificateValidUntil: { value: (b) => b.certificateValidUntil },
  state: {
    header: ({ t }) => t('columns.state'),
    value: (b, { t }) => t(`state.${certificateState(b)}`),
  },
  updatedAt: left('not exported'),
  id: left('internal'),
  createdAt: left('internal'),
} satisfies CsvTable<'buyers', Buyer, 'state'>;
