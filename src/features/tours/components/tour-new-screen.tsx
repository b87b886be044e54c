import { RecordNewScreen } from '@/components/record/record-new-screen';
import { tourList } from '@/config/lists';
import { TourForm } from './tour-form';

/** Creating a tour; once saved, its detail opens. */
export function TourNewScreen() {
  return <RecordNewScreen module={tourList}>{(done) => <TourForm {...done} />}</RecordNewScreen>;
}
