import { SignUpNotice } from '@/features/auth/components/sign-up-notice';

export default function SignUpPage() {
  return <SignUpNotice />;
}
