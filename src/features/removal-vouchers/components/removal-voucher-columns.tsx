import { HStack, Stack, Text } from '@chakra-ui/react';
import type { RemovalVoucher } from '@generated/model';
import { defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { removalVoucherCsv } from '../fields';
import { totalQuantity } from '../removal-vouchers';
import { FlagMark } from './voucher-flags';

/** The list's columns, and the same facts as plain values for the CSV export. */
export const useRemovalVoucherColumns = defineColumns('removalVouchers', (kit) => {
  const { t, tc, format } = kit;
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
      // A pickup that does not add up is marked here, beside the link, on phones too (the
      // quantity is scrolled out of sight there).
      cell: (v) => (
        <HStack gap="2" minW="10rem" align="center">
          <Stack gap="0">
            <Text as="span">{v.holder?.name}</Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {v.holder?.number}
            </Text>
          </Stack>
          <FlagMark flags={v.flags} />
        </HStack>
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
  const csvColumns = csvColumnsOf(removalVoucherCsv, kit, {});
  return { columns, csvColumns };
});
