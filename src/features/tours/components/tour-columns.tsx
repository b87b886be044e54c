import { Text } from '@chakra-ui/react';
import type { Tour } from '@generated/model';
import { atLeast, defineColumns, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { personName } from '@/lib/format';
import { tourCsv } from '../fields';

/** The list's columns, and the same facts as plain values for the CSV export. */
export const useTourColumns = defineColumns('tours', (kit) => {
  const { t, format } = kit;
  const none = t('none', { ns: 'common' });
  const planned = (d: Tour) => (d.plannedDate ? format.weekday(d.plannedDate) : none);
  const columns: Column<Tour>[] = [
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (d) => (
        <Text as="span" whiteSpace="nowrap" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {d.reference}
        </Text>
      ),
      sortField: 'reference',
    },
    {
      key: 'plannedDate',
      header: t('columns.plannedDate'),
      cell: (d) => nowrap(planned(d)),
      sortField: 'plannedDate',
    },
    {
      key: 'zone',
      header: t('columns.zone'),
      cell: (d) => atLeast('7rem', d.zone.name),
    },
    {
      key: 'relayDepot',
      header: t('columns.relayDepot'),
      cell: (d) => atLeast('9rem', d.relayDepot.name),
      // Secondary columns give way on a laptop so that the dates stay on screen; the detail
      // screen and the export carry them.
      hideBelow: '58rem',
    },
    {
      key: 'subcontractor',
      header: t('columns.subcontractor'),
      cell: (d) => atLeast('8rem', d.subcontractor.companyName),
    },
    {
      key: 'assignedSubcontractor',
      header: t('columns.assignedSubcontractor'),
      cell: (d) => d.assignedSubcontractor?.companyName ?? none,
      hideBelow: '74rem',
    },
    {
      key: 'driver',
      header: t('columns.driver'),
      cell: (d) => (d.driver ? nowrap(personName(d.driver)) : none),
      hideBelow: '68rem',
    },
    {
      key: 'holderCount',
      header: t('columns.holderCount'),
      cell: (d) => format.number(d.holders.length),
      numeric: true,
      sortField: 'holderCount',
    },
    {
      key: 'createdAt',
      header: t('columns.createdAt'),
      cell: (d) => nowrap(format.moment(d.createdAt)),
      sortField: 'createdAt',
      // The planned date says when; creation and change are for wide screens, the detail and
      // the export.
      hideBelow: '96rem',
    },
    {
      key: 'updatedAt',
      header: t('columns.updatedAt'),
      cell: (d) => nowrap(format.moment(d.updatedAt)),
      sortField: 'updatedAt',
      hideBelow: '96rem',
    },
  ];
  const csvColumns = csvColumnsOf(tourCsv, kit, t('columns', { returnObjects: true }));
  return { columns, csvColumns };
});
