import { RecordNewScreen } from '@/components/record/record-new-screen';
import { shipmentList } from '@/config/lists';
import { ShipmentForm } from './shipment-form';

/** Planning a shipment; once saved, its detail opens. */
export function ShipmentNewScreen() {
  return (
    <RecordNewScreen module={shipmentList}>{(done) => <ShipmentForm {...done} />}</RecordNewScreen>
  );
}
