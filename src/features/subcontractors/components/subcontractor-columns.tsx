import { Stack, Text } from '@chakra-ui/react';
import type { Subcontractor } from '@generated/model';
import { atLeast, defineColumns, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { subcontractorCsv } from '../fields';
import { personName } from '@/lib/format';
import { ExpiredBadge } from './contract-end';

/** The list's columns; the CSV's are the field table's. */
export const useSubcontractorColumns = defineColumns('subcontractors', (kit) => {
  const { t, format } = kit;
  const columns: Column<Subcontractor>[] = [
    {
      key: 'companyName',
      header: t('columns.companyName'),
      cell: (s) => atLeast('10rem', s.companyName),
      sortField: 'companyName',
    },
    {
      key: 'contact',
      header: t('columns.contact'),
      cell: (s) => (
        <Stack gap="0" minW="10rem">
          <Text as="span">{personName(s.user)}</Text>
          <Text as="span" fontSize="xs" color="fg.muted" wordBreak="break-all">
            {s.user.email ?? s.user.phoneNumber}
          </Text>
        </Stack>
      ),
    },
    { key: 'zone', header: t('columns.zone'), cell: (s) => nowrap(s.zone.name) },
    {
      key: 'relayDepot',
      header: t('columns.relayDepot'),
      cell: (s) => atLeast('9rem', s.relayDepot.name, s.relayDepot.code),
      // Secondary columns give way on a laptop so that the capacities stay on screen; the
      // detail screen and the export carry them.
      hideBelow: '66rem',
    },
    {
      key: 'contractStartDate',
      header: t('columns.contractStartDate'),
      cell: (s) => nowrap(format.day(s.contractStartDate)),
      sortField: 'contractStartDate',
      hideBelow: '72rem',
    },
    {
      key: 'contractEndDate',
      header: t('columns.contractEndDate'),
      cell: (s) => (
        // The badge under the date: the column keeps its width on a laptop screen.
        <Stack gap="1" align="start" whiteSpace="nowrap">
          {format.day(s.contractEndDate)}
          <ExpiredBadge contractEndDate={s.contractEndDate} />
        </Stack>
      ),
      sortField: 'contractEndDate',
    },
    {
      key: 'fleetSize',
      header: t('columns.fleetSize'),
      cell: (s) => nowrap(t('vehicles', { count: s.fleetSize })),
      numeric: true,
      sortField: 'fleetSize',
    },
    {
      key: 'collectionCapacity',
      header: t('columns.collectionCapacity'),
      cell: (s) => nowrap(format.litresPerMonth(s.collectionCapacity)),
      numeric: true,
      sortField: 'collectionCapacity',
    },
    {
      key: 'assignedTankCapacity',
      header: t('columns.assignedTankCapacity'),
      cell: (s) => nowrap(format.litres(s.assignedTankCapacity)),
      numeric: true,
    },
  ];
  const csvColumns = csvColumnsOf(subcontractorCsv, kit, t('columns', { returnObjects: true }));
  return { columns, csvColumns };
});
