import { UserListScreen } from '@/features/users/components/user-list-screen';

export default function UserListPage() {
  return <UserListScreen />;
}
