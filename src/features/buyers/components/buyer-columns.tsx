import type { Buyer } from '@generated/model';
import { atLeast, defineColumns, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { buyerCsv } from '../fields';
import { CertificateBadge } from './certificate-badge';

/** The list's columns; the CSV's are the field table's. */
export const useBuyerColumns = defineColumns('buyers', (kit) => {
  const { t, format } = kit;
  const columns: Column<Buyer>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (b) => atLeast('10rem', b.name),
      sortField: 'name',
    },
    { key: 'country', header: t('columns.country'), cell: (b) => b.country, sortField: 'country' },
    {
      key: 'certificateNumber',
      header: t('columns.certificateNumber'),
      cell: (b) => nowrap(b.certificateNumber),
    },
    {
      key: 'certificateValidUntil',
      header: t('columns.certificateValidUntil'),
      cell: (b) => nowrap(format.day(b.certificateValidUntil)),
      sortField: 'certificateValidUntil',
    },
    { key: 'state', header: t('columns.state'), cell: (b) => <CertificateBadge buyer={b} /> },
  ];
  const csvColumns = csvColumnsOf(buyerCsv, kit, t('fields', { returnObjects: true }));
  return { columns, csvColumns };
});
