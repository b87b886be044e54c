import { lazy } from 'react';
import { useGetShipment } from '@generated/api/shipments/shipments';
import type { Shipment } from '@generated/model';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { shipmentList } from '@/config/lists';
import { shipmentWriters } from '../fields';
import { ShipmentActions } from './shipment-actions';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { ShipmentSummary } from './shipment-summary';

// The form's code (zod, React Hook Form, the pickers) once "Edit" is chosen.
const ShipmentForm = lazy(() =>
  import('./shipment-form').then((m) => ({ default: m.ShipmentForm })),
);

/**
 * One shipment: read-only first, its state and what can happen next in the header; a planned
 * one is edited in place by those who may.
 */
export function ShipmentDetailScreen({ id }: { id: string }) {
  const record = useRecord<Shipment>(shipmentList, useGetShipment, id);
  return (
    <RecordDetail
      {...record}
      mayUpdate={record.mayUpdate && record.query.data?.status === 'PLANNED'}
      title={(shipment) => `${shipment.contractNumber} · ${shipment.buyer.name}`}
      crumb={(shipment) => shipment.contractNumber}
      actions={(shipment) => (
        <>
          <ShipmentStatusBadge status={shipment.status} />
          <ShipmentActions shipment={shipment} />
        </>
      )}
      edit={(shipment, form) => <ShipmentForm shipment={shipment} {...form} />}
      history={{ recordKind: 'shipment', writers: shipmentWriters }}
    >
      {(shipment) => <ShipmentSummary shipment={shipment} />}
    </RecordDetail>
  );
}
