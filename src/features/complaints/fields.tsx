import { Link, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Complaint, ComplaintCreate } from '@generated/model';
import {
  left,
  type CsvTable,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { paths } from '@/config/routes';
import { choiceOf, dayOf } from '@/lib/contract-values';
import { personName } from '@/lib/format';
import { useCan } from '@/lib/permissions';

/**
 * A complaint's fields, once: how the form files each property of the contract's create body,
 * how the drawer's facts and the CSV show each property of the read model. Every property must
 * be listed (the types are mapped over the generated ones), so a property added to the contract
 * does not compile until it is handled here, or said to be left out.
 */

/** The new complaint's form is one run of fields; so are the drawer's facts. */
export type ComplaintSection = 'complaint';

/** The complaint's body as the form types it: the photos are picked and uploaded apart. */
export type ComplaintFormBody = Omit<ComplaintCreate, 'photos'>;

/** A text of several lines, as an input of a field table. */
function Paragraph({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Textarea
      {...(props as TextareaProps)}
      rows={6}
      ref={ref as unknown as Ref<HTMLTextAreaElement>}
    />
  );
}

const trim = (text: string) => text.trim();

/** The form, in the order shown; the photos follow it. */
export const complaintForm = {
  holderId: {
    section: 'complaint',
    input: 'custom',
    text: (c) => c.holderId ?? '',
    body: choiceOf,
  },
  subject: {
    section: 'complaint',
    input: () => ({ autoComplete: 'off', required: true }),
    text: (c) => c.subject,
    body: trim,
  },
  description: {
    section: 'complaint',
    input: () => ({ input: Paragraph, required: true }),
    text: (c) => c.description,
    body: trim,
  },
} satisfies FormTable<'complaints', Complaint, ComplaintFormBody, ComplaintSection>;

/** The holder, linked to its record for whoever may read holders. */
function ComplaintHolder({ holder }: Pick<Complaint, 'holder'>) {
  const { t } = useTranslation('complaints');
  const mayReadHolders = useCan('holder', 'READ');
  const label = holder ? `${holder.name} (${holder.number})` : t('noHolder');
  return holder && mayReadHolders ? (
    <Link asChild colorPalette="brand">
      <RouterLink to={paths.main.holders.detail(holder.id)}>{label}</RouterLink>
    </Link>
  ) : (
    label
  );
}

/** The drawer's facts, in the order shown; labels are its `detail.*` words. */
export const complaintSummary = {
  holder: { section: 'complaint', show: (c) => <ComplaintHolder holder={c.holder} /> },
  createdBy: { section: 'complaint', show: (c) => personName(c.createdBy) },
  createdAt: { section: 'complaint', show: (c, { format }) => format.moment(c.createdAt) },
  updatedAt: { section: 'complaint', show: (c, { format }) => format.moment(c.updatedAt) },
  resolvedAt: {
    section: 'complaint',
    shown: (c) => !!c.resolvedAt,
    show: (c, { format }) => c.resolvedAt && format.moment(c.resolvedAt),
  },
  subject: left("the drawer's title"),
  status: left("the drawer's badge"),
  description: left('its own section, under the facts'),
  photos: left('their own section, under the description'),
  resolution: left('the follow-up, with its actions'),
  holderId: left("the holder's name"),
  createdById: left("the author's name"),
  id: left('internal'),
} satisfies SummaryTable<'complaints', Complaint, ComplaintSection>;

/** The CSV export, column by column: plain values, dates as ISO days. */
export const complaintCsv = {
  subject: { value: (c) => c.subject },
  holder: { value: (c) => c.holder?.name },
  description: { header: ({ t }) => t('fields.description'), value: (c) => c.description },
  status: { value: (c, { tc }) => tc(`status.${c.status}`) },
  createdBy: { value: (c) => personName(c.createdBy) },
  createdAt: { value: (c) => dayOf(c.createdAt) },
  resolvedAt: { value: (c) => c.resolvedAt && dayOf(c.resolvedAt) },
  resolution: { header: ({ t }) => t('fields.resolution'), value: (c) => c.resolution },
  photos: left('not exported'),
  updatedAt: left('not exported'),
  holderId: left("the holder's name"),
  createdById: left("the author's name"),
  id: left('internal'),
} satisfies CsvTable<'complaints', Complaint>;
