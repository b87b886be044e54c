import { useParams } from 'react-router';
import { VoucherDetailScreen } from '@/features/removal-vouchers/components/voucher-detail-screen';

export default function RemovalVoucherDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new screen: no open dialog carried over from the previous voucher.
  return <VoucherDetailScreen key={id} id={id} />;
}
