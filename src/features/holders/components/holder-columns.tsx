import type { Holder } from '@generated/model';
import type { CsvColumn } from '@/components/data-table/csv';
import { defineColumns, nowrap, statusColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';

/** "La Marsa / Grand Tunis": where the holder is, from the read model's delegation. */
export const areaOf = (holder: Holder) =>
  [holder.delegation?.name, holder.delegation?.zone?.name].filter(Boolean).join(' / ');

/** The list's columns, sortable where the contract's sortField allows, and the CSV's. */
export const useHolderColumns = defineColumns('holders', ({ t, tc, format }) => {
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

  const csvColumns: CsvColumn<Holder>[] = [
    { header: t('fields.name'), value: (h) => h.name },
    { header: t('fields.number'), value: (h) => h.number },
    { header: t('fields.address'), value: (h) => h.address },
    { header: t('fields.postalCode'), value: (h) => h.postalCode },
    { header: t('fields.city'), value: (h) => h.city },
    { header: t('fields.delegation'), value: (h) => h.delegation?.name },
    { header: t('fields.zone'), value: (h) => h.delegation?.zone?.name },
    { header: t('fields.status'), value: (h) => tc(`status.${h.status}`) },
    { header: t('fields.supplierStatus'), value: (h) => tc(`status.${h.supplierStatus}`) },
    { header: t('fields.category'), value: (h) => t(`category.${h.category}`) },
    { header: t('fields.sectorCode'), value: (h) => h.sectorCode },
    {
      header: t('detail.frequency'),
      value: (h) => format.frequency(h.collectFrequencyType, h.collectFrequencyNumber),
    },
    { header: t('fields.storageCapacity'), value: (h) => format.plain(h.storageCapacity) },
    { header: t('fields.subcontractor'), value: (h) => h.subcontractor?.companyName },
    { header: t('fields.contact'), value: (h) => h.contact },
    { header: t('fields.contactPhone'), value: (h) => h.contactPhone },
    { header: t('fields.contactEmail'), value: (h) => h.contactEmail },
  ];
  return { columns, csvColumns };
});
