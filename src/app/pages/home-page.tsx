import { HomeScreen } from '@/features/home/components/home-screen';

export function HomePage() {
  return <HomeScreen />;
}
