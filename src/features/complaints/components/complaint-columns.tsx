import { Stack, Text } from '@chakra-ui/react';
import type { Complaint } from '@generated/model';
import type { CsvColumn } from '@/components/data-table/csv';
import { atLeast, defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { personName } from '@/lib/format';

/** The list's columns, sortable where the contract's sortField allows, and the CSV's. */
export const useComplaintColumns = defineColumns('complaints', ({ t, tc, format }) => {
  const columns: Column<Complaint>[] = [
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (c) => atLeast('12rem', c.subject),
      sortField: 'subject',
    },
    {
      key: 'holder',
      header: t('columns.holder'),
      cell: (c) =>
        c.holder ? (
          <Stack gap="0" minW="10rem">
            <Text as="span">{c.holder.name}</Text>
            <Text as="span" color="fg.muted" whiteSpace="nowrap">
              {c.holder.number} · {c.holder.city}
            </Text>
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            {t('noHolder')}
          </Text>
        ),
    },
    statusColumn('status', t('columns.status'), (c) => c.status, tc),
    {
      key: 'createdBy',
      header: t('columns.createdBy'),
      cell: (c) => nowrap(personName(c.createdBy)),
    },
    {
      key: 'createdAt',
      header: t('columns.createdAt'),
      cell: (c) => nowrap(format.day(c.createdAt)),
      sortField: 'createdAt',
    },
    {
      key: 'resolvedAt',
      header: t('columns.resolvedAt'),
      cell: (c) => (c.resolvedAt ? nowrap(format.day(c.resolvedAt)) : null),
      sortField: 'resolvedAt',
    },
  ];
  // Plain values, dates as ISO days.
  const csvColumns: CsvColumn<Complaint>[] = [
    { header: t('columns.subject'), value: (c) => c.subject },
    { header: t('columns.holder'), value: (c) => c.holder?.name },
    { header: t('fields.description'), value: (c) => c.description },
    { header: t('columns.status'), value: (c) => tc(`status.${c.status}`) },
    { header: t('columns.createdBy'), value: (c) => personName(c.createdBy) },
    { header: t('columns.createdAt'), value: (c) => c.createdAt.slice(0, 10) },
    { header: t('columns.resolvedAt'), value: (c) => c.resolvedAt?.slice(0, 10) },
    { header: t('fields.resolution'), value: (c) => c.resolution },
  ];
  return { columns, csvColumns };
});
