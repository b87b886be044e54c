import { TourNewScreen } from '@/features/tours/components/tour-new-screen';

export default function TourNewPage() {
  return <TourNewScreen />;
}
