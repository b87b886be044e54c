import { TourListScreen } from '@/features/tours/components/tour-list-screen';

export default function TourListPage() {
  return <TourListScreen />;
}
