import { Stack, Text } from '@chakra-ui/react';
import type { User } from '@generated/model';
import { atLeast, defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { personName } from '@/lib/format';
import { areaOf, userCsv } from '../fields';

/** The list's columns, and the same facts as plain values for the CSV export. */
export const useUserColumns = defineColumns('users', (kit) => {
  const { t, tc, format } = kit;
  const columns: Column<User>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (u) => atLeast('9rem', personName(u)),
      sortField: 'lastName',
    },
    {
      key: 'contact',
      header: t('columns.contact'),
      cell: (u) => (
        <Stack gap="0" minW="12rem">
          {u.email && <Text as="span">{u.email}</Text>}
          {u.phoneNumber && (
            <Text as="span" color="fg.muted" whiteSpace="nowrap">
              {u.phoneNumber}
            </Text>
          )}
        </Stack>
      ),
      sortField: 'email',
    },
    { key: 'cin', header: t('columns.cin'), cell: (u) => u.cin },
    {
      key: 'role',
      header: t('columns.role'),
      cell: (u) => (
        <Text as="span" whiteSpace="nowrap">
          {tc(`roles.${u.role}`)}
        </Text>
      ),
      sortField: 'role',
    },
    { key: 'area', header: t('columns.area'), cell: (u) => areaOf(u, kit) },
    statusColumn('status', t('columns.status'), (u) => u.status, tc),
    {
      key: 'createdAt',
      header: t('columns.createdAt'),
      cell: (u) => nowrap(format.day(u.createdAt)),
      sortField: 'createdAt',
    },
  ];
  const csvColumns = csvColumnsOf(userCsv, kit, t('fields', { returnObjects: true }));
  return { columns, csvColumns };
});
