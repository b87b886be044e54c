import { Stack, Text } from '@chakra-ui/react';
import type { Complaint } from '@generated/model';
import { atLeast, defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { personName } from '@/lib/format';
import { complaintCsv } from '../fields';

/** The list's columns, sortable where the contract's sortField allows, and the CSV's. */
export const useComplaintColumns = defineColumns('complaints', (kit) => {
  const { t, tc, format } = kit;
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
  const csvColumns = csvColumnsOf(complaintCsv, kit, t('columns', { returnObjects: true }));
  return { columns, csvColumns };
});
