import { VerifyOtpScreen } from '@/features/auth/components/verify-otp-screen';

export function VerifyOtpPage() {
  return <VerifyOtpScreen />;
}
