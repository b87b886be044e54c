import { lazy } from 'react';
import { useGetBuyer } from '@generated/api/buyers/buyers';
import type { Buyer } from '@generated/model';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { buyerList } from '@/config/lists';
import { BuyerDelete } from './buyer-delete';
import { BuyerSummary } from './buyer-summary';

// The form's code (zod, React Hook Form, the pickers) once "Edit" is chosen.
const BuyerForm = lazy(() => import('./buyer-form').then((m) => ({ default: m.BuyerForm })));

/** One buyer: read-only first, edited in place or deleted by those who may. */
export function BuyerDetailScreen({ id }: { id: string }) {
  const record = useRecord<Buyer>(buyerList, useGetBuyer, id);
  return (
    <RecordDetail
      {...record}
      title={(buyer) => buyer.name}
      actions={(buyer) => <BuyerDelete buyer={buyer} />}
      edit={(buyer, form) => <BuyerForm buyer={buyer} {...form} />}
      history={{ recordKind: 'buyer' }}
    >
      {(buyer) => <BuyerSummary buyer={buyer} />}
    </RecordDetail>
  );
}
