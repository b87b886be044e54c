import { RecordNewScreen } from '@/components/record/record-new-screen';
import { buyerList } from '@/config/lists';
import { BuyerForm } from './buyer-form';

/** Creating a buyer; once saved, its detail opens. */
export function BuyerNewScreen() {
  return <RecordNewScreen module={buyerList}>{(done) => <BuyerForm {...done} />}</RecordNewScreen>;
}
