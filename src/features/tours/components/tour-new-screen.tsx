import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { TourForm } from './tour-form';

/** Creating a tour; once saved, its detail opens. */
export function TourNewScreen() {
  return (
    <RecordNewScreen resource="tour" ns="tours" routes={paths.main.routing}>
      {(done) => <TourForm {...done} />}
    </RecordNewScreen>
  );
}
