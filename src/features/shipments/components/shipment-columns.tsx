import type { Shipment } from '@generated/model';
import { atLeast, defineColumns, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf } from '@/components/record/field-table';
import { kg, shipmentCsv } from '../fields';
import { ShipmentStatusBadge } from './shipment-status-badge';

/** The list's columns; the CSV's are the field table's. */
export const useShipmentColumns = defineColumns('shipments', (kit) => {
  const { t, format } = kit;
  const columns: Column<Shipment>[] = [
    {
      key: 'dispatchDate',
      header: t('columns.dispatchDate'),
      cell: (s) => nowrap(format.day(s.dispatchDate)),
      sortField: 'dispatchDate',
    },
    {
      key: 'contractNumber',
      header: t('columns.contractNumber'),
      cell: (s) => nowrap(s.contractNumber),
      sortField: 'contractNumber',
    },
    {
      key: 'relayDepot',
      header: t('columns.relayDepot'),
      cell: (s) => atLeast('8rem', s.relayDepot.name),
    },
    { key: 'buyer', header: t('columns.buyer'), cell: (s) => atLeast('10rem', s.buyer.name) },
    {
      key: 'netWeightKg',
      header: t('columns.netWeightKg'),
      cell: (s) => nowrap(kg(format, s.netWeightKg)),
      numeric: true,
      sortField: 'netWeightKg',
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (s) => <ShipmentStatusBadge status={s.status} />,
      sortField: 'status',
    },
    {
      key: 'declarationNumber',
      header: t('columns.declarationNumber'),
      cell: (s) => nowrap(s.declarationNumber ?? '—'),
    },
  ];
  const csvColumns = csvColumnsOf(shipmentCsv, kit, t('fields', { returnObjects: true }));
  return { columns, csvColumns };
});
