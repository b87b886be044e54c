import { Stack, Text } from '@chakra-ui/react';
import type { RemovalVoucher } from '@generated/model';
import type { CsvColumn } from '@/components/data-table/csv';
import { defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { totalQuantity } from '../removal-vouchers';

/** The list's columns, and the same facts as plain values for the CSV export. */
export const useRemovalVoucherColumns = defineColumns('removalVouchers', ({ t, tc, format }) => {
  const columns: Column<RemovalVoucher>[] = [
    {
      key: 'number',
      header: t('columns.number'),
      cell: (v) => nowrap(v.number),
      sortField: 'number',
    },
    {
      key: 'holder',
      header: t('columns.holder'),
      cell: (v) => (
        <Stack gap="0" minW="10rem">
          <Text as="span">{v.holder?.name}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {v.holder?.number}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'removalDate',
      header: t('columns.removalDate'),
      cell: (v) => nowrap(format.day(v.removalDate)),
      sortField: 'removalDate',
    },
    // What staff scan for (what is left to decide): never pushed off a laptop's screen.
    statusColumn('status', t('columns.status'), (v) => v.status, tc),
    {
      key: 'dueSum',
      header: t('columns.dueSum'),
      cell: (v) => nowrap(format.tnd(v.dueSum)),
      numeric: true,
      sortField: 'dueSum',
    },
    {
      key: 'totalQuantity',
      header: t('columns.quantity'),
      cell: (v) => nowrap(format.litres(totalQuantity(v.extractedTanks))),
      numeric: true,
    },
    {
      key: 'subcontractor',
      header: t('columns.subcontractor'),
      cell: (v) => nowrap(v.subcontractor?.companyName),
    },
    {
      key: 'actualSubcontractor',
      header: t('columns.actualSubcontractor'),
      cell: (v) => nowrap(v.actualSubcontractor?.companyName),
      // Mostly the planned one; the detail screen and the export carry it.
      hideBelow: '70rem',
    },
  ];
  const csvColumns: CsvColumn<RemovalVoucher>[] = [
    { header: t('columns.number'), value: (v) => v.number },
    { header: t('columns.holder'), value: (v) => v.holder?.name },
    { header: t('columns.removalDate'), value: (v) => v.removalDate },
    { header: `${t('columns.dueSum')} (TND)`, value: (v) => format.plain(v.dueSum) },
    {
      header: t('columns.totalQuantity'),
      value: (v) => format.plain(totalQuantity(v.extractedTanks)),
    },
    { header: t('columns.subcontractor'), value: (v) => v.subcontractor?.companyName },
    {
      header: t('columns.actualSubcontractor'),
      value: (v) => v.actualSubcontractor?.companyName,
    },
    { header: t('columns.status'), value: (v) => tc(`status.${v.status}`) },
    { header: t('columns.decisionDate'), value: (v) => v.decisionDate?.slice(0, 10) },
  ];
  return { columns, csvColumns };
});
