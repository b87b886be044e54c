import type { Holder } from '@generated/model';
import { defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { areaOf, holderCsv } from '../fields';
import { declarationBadge } from './declaration-badge';

/** The list's columns, sortable where the contract's sortField allows; the CSV's are the table's. */
export const useHolderColumns = defineColumns('holders', (kit) => {
  const { t, tc, format } = kit;
  const columns: Column<Holder>[] = [
    { key: 'name', header: t('columns.name'), cell: (h) => h.name, sortField: 'name' },
    {
      key: 'number',
      header: t('columns.number'),
      cell: (h) => nowrap(h.number),
      sortField: 'number',
    },
    { key: 'city', header: t('columns.city'), cell: (h) => h.city, sortField: 'city' },
    // The area and the frequency give way on a laptop; the detail and the export carry them.
    {
      key: 'area',
      header: t('columns.area'),
      cell: (h) => areaOf(h) || t('none', { ns: 'common' }),
      hideBelow: '72rem',
    },
    statusColumn('status', t('columns.status'), (h) => h.status, tc),
    statusColumn('supplierStatus', t('columns.supplierStatus'), (h) => h.supplierStatus, tc),
    {
      key: 'declaration',
      header: t('columns.declaration'),
      cell: (h) => declarationBadge(h.declaration, t, format),
    },
    {
      key: 'category',
      header: t('columns.category'),
      cell: (h) => t(`category.${h.category}`),
      sortField: 'category',
    },
    {
      key: 'frequency',
      header: t('columns.frequency'),
      cell: (h) => nowrap(format.frequency(h.collectFrequencyType, h.collectFrequencyNumber)),
      hideBelow: '66rem',
    },
    {
      key: 'storageCapacity',
      header: t('columns.storageCapacity'),
      cell: (h) => nowrap(format.litres(h.storageCapacity)),
      sortField: 'storageCapacity',
      numeric: true,
    },
  ];

  const csvColumns = csvColumnsOf(holderCsv, kit, t('fields', { returnObjects: true }));
  return { columns, csvColumns };
});
