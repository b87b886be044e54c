import { VoucherListScreen } from '@/features/removal-vouchers/components/voucher-list-screen';

export default function RemovalVoucherListPage() {
  return <VoucherListScreen />;
}
