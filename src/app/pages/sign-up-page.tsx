import { SignUpNotice } from '@/features/auth/components/sign-up-notice';

export function SignUpPage() {
  return <SignUpNotice />;
}
