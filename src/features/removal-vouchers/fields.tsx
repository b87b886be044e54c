import type { RemovalVoucher } from '@generated/model';
import { left, type CsvTable } from '@/components/record/field-table';
import { numberWriter, type ValueWriters } from '@/components/record/change-words';
import { totalQuantity } from './removal-vouchers';

/**
 * The CSV export, column by column: every property of the contract's voucher, exported or said
 * to be left out, so that a property added to the contract does not compile until it is handled.
 */
export const removalVoucherCsv = {
  number: { header: ({ t }) => t('columns.number'), value: (v) => v.number },
  holder: { header: ({ t }) => t('columns.holder'), value: (v) => v.holder?.name },
  removalDate: { header: ({ t }) => t('columns.removalDate'), value: (v) => v.removalDate },
  dueSum: {
    header: ({ t }) => `${t('columns.dueSum')} (TND)`,
    value: (v, { format }) => format.plain(v.dueSum),
  },
  totalQuantity: {
    header: ({ t }) => t('columns.totalQuantity'),
    value: (v, { format }) => format.plain(totalQuantity(v.extractedTanks)),
  },
  subcontractor: {
    header: ({ t }) => t('columns.subcontractor'),
    value: (v) => v.subcontractor?.companyName,
  },
  actualSubcontractor: {
    header: ({ t }) => t('columns.actualSubcontractor'),
    value: (v) => v.actualSubcontractor?.companyName,
  },
  status: {
    header: ({ t }) => t('columns.status'),
    value: (v, { tc }) => tc(`status.${v.status}`),
  },
  decisionDate: {
    header: ({ t }) => t('columns.decisionDate'),
    value: (v) => v.decisionDate?.slice(0, 10),
  },
  flags: {
    header: ({ t }) => t('columns.flags'),
    value: (v, { t }) => v.flags.map((flag) => t(`flag.${flag.kind}`)).join(', '),
  },
  extractedTanks: left('their sum is the total quantity'),
  id: left('internal'),
  holderId: left('the holder column names it'),
  subcontractorId: left('the subcontractor column names it'),
  actualSubcontractorId: left('the actual collector column names it'),
  relayDepotId: left("an id; the depot's ledger lists the voucher"),
  relayDepot: left("shown on the voucher's page; the depot's ledger lists the voucher"),
  comments: left('free text, read on the voucher'),
  observations: left('free text, read on the voucher'),
  holderSignature: left('an image'),
  signature: left('an image'),
  photos: left('images'),
  decisionComment: left('free text, read on the voucher'),
  createdAt: left('the removal date says when'),
  updatedAt: left('internal version'),
} satisfies CsvTable<'removalVouchers', RemovalVoucher, 'totalQuantity'>;

/** The History card's numbers written with their unit, as the summary writes them. */
export const removalVoucherWriters = {
  dueSum: numberWriter((value, format) => format.tnd(value)),
  extractedQuantity: numberWriter((value, format) => format.litres(value)),
} satisfies ValueWriters;
