import { Text } from '@chakra-ui/react';
import type { RelayDepot } from '@generated/model';
import type { CsvColumn } from '@/components/data-table/csv';
import { atLeast, defineColumns, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { FillGauge, fillRate } from '@/components/feedback/fill-gauge';

const zoneNames = (depot: RelayDepot) => depot.zones.map((zone) => zone.name).join(', ');

/** The list's columns, and the same facts as plain values for the CSV export. */
export const useRelayDepotColumns = defineColumns('relayDepots', ({ t, format, language }) => {
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
  // Plain numbers for spreadsheets, with the decimal mark of the interface language.
  const plain = new Intl.NumberFormat(language === 'fr' ? 'fr-TN' : 'en-GB', {
    useGrouping: false,
    maximumFractionDigits: 2,
  });
  const csvColumns: CsvColumn<RelayDepot>[] = [
    { header: t('columns.code'), value: (d) => d.code },
    { header: t('columns.name'), value: (d) => d.name },
    { header: t('columns.zones'), value: zoneNames },
    { header: `${t('columns.capacity')} (L)`, value: (d) => plain.format(d.capacity) },
    { header: `${t('columns.quantity')} (L)`, value: (d) => plain.format(d.quantity) },
    {
      header: `${t('columns.fillRate')} (%)`,
      value: (d) => plain.format(Math.round(fillRate(d.quantity, d.capacity) * 100)),
    },
    { header: t('fields.address'), value: (d) => d.address },
    { header: t('fields.email'), value: (d) => d.email },
    { header: t('fields.phoneNumber'), value: (d) => d.phoneNumber },
  ];
  return { columns, csvColumns };
});
