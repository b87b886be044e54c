import { Text } from '@chakra-ui/react';
import type { RelayDepot } from '@generated/model';
import { atLeast, defineColumns, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { FillGauge } from '@/components/feedback/fill-gauge';
import { csvColumnsOf } from '@/components/record/field-table';
import { relayDepotCsv, zoneNames } from '../fields';

/** The list's columns; the CSV's are the field table's. */
export const useRelayDepotColumns = defineColumns('relayDepots', (kit) => {
  const { t, format } = kit;
  const columns: Column<RelayDepot>[] = [
    // On a narrow screen the table scrolls sideways rather than breaking names and codes.
    {
      key: 'name',
      header: t('columns.name'),
      cell: (d) => atLeast('10rem', d.name),
      sortField: 'name',
    },
    {
      key: 'code',
      header: t('columns.code'),
      cell: (d) => nowrap(d.code),
      sortField: 'code',
    },
    {
      key: 'zones',
      header: t('columns.zones'),
      cell: (d) => (
        <Text as="span" lineClamp={2} minW="8rem" title={zoneNames(d)}>
          {zoneNames(d)}
        </Text>
      ),
    },
    {
      key: 'capacity',
      header: t('columns.capacity'),
      cell: (d) => format.litres(d.capacity),
      numeric: true,
      sortField: 'capacity',
    },
    {
      key: 'quantity',
      header: t('columns.quantity'),
      cell: (d) => format.litres(d.quantity),
      numeric: true,
      sortField: 'quantity',
    },
    {
      key: 'fillRate',
      header: t('columns.fillRate'),
      cell: (d) => (
        <FillGauge
          quantity={d.quantity}
          capacity={d.capacity}
          label={t('gauge.label')}
          warningLabel={t('gauge.warning')}
        />
      ),
      sortField: 'fillRate',
    },
  ];
  const csvColumns = csvColumnsOf(relayDepotCsv, kit, t('fields', { returnObjects: true }));
  return { columns, csvColumns };
});
