import { Stack, Text } from '@chakra-ui/react';
import type { User } from '@generated/model';
import type { CsvColumn } from '@/components/data-table/csv';
import { atLeast, defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { personName } from '@/lib/format';

/** The list's columns, and the same facts as plain values for the CSV export. */
export const useUserColumns = defineColumns('users', ({ t, tc, format }) => {
  // The zone, else the region the rights apply to; a super administrator's is everywhere.
  const areaOf = (user: User) =>
    user.permissions?.zone?.name ??
    user.permissions?.region?.name ??
    (user.role === 'SUPER_ADMIN' ? t('everywhere') : '');
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
    { key: 'area', header: t('columns.area'), cell: (u) => areaOf(u) },
    statusColumn('status', t('columns.status'), (u) => u.status, tc),
    {
      key: 'createdAt',
      header: t('columns.createdAt'),
      cell: (u) => nowrap(format.day(u.createdAt)),
      sortField: 'createdAt',
    },
  ];
  const csvColumns: CsvColumn<User>[] = [
    { header: t('fields.lastName'), value: (u) => u.lastName },
    { header: t('fields.firstName'), value: (u) => u.firstName },
    { header: t('fields.email'), value: (u) => u.email },
    { header: t('fields.phoneNumber'), value: (u) => u.phoneNumber },
    { header: t('columns.cin'), value: (u) => u.cin },
    { header: t('columns.role'), value: (u) => tc(`roles.${u.role}`) },
    { header: t('columns.area'), value: (u) => areaOf(u) },
    { header: t('columns.status'), value: (u) => tc(`status.${u.status}`) },
    { header: t('columns.createdAt'), value: (u) => u.createdAt.slice(0, 10) },
  ];
  return { columns, csvColumns };
});
