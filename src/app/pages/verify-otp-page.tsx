import { VerifyOtpScreen } from '@/features/auth/components/verify-otp-screen';

export default function VerifyOtpPage() {
  return <VerifyOtpScreen />;
}
