import { ProfileScreen } from '@/features/profile/components/profile-screen';

export function ProfilePage() {
  return <ProfileScreen />;
}
