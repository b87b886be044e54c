import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths, searchParams } from '@/config/routes';
import { authUrl, resetPurpose } from '../auth-urls';
import { BackToSignIn } from './auth-form';
import { AuthHeader } from './auth-header';
import { IncompleteLink } from './incomplete-link';
import { ResendOtp } from './resend-otp';
import { VerifyOtpForm } from './verify-otp-form';

/** The code screen of sign-in and of password recovery, both driven by the URL. */
export function VerifyOtpScreen() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const hashedOtp = params.get(searchParams.hashedOtp);
  const forReset = params.get(searchParams.purpose) === resetPurpose;
  const signInUrl = authUrl(paths.auth.signIn, params);

  if (!hashedOtp) {
    return (
      <IncompleteLink screen="verifyOtp" actionLabel={t('backToSignIn')} actionTo={signInUrl} />
    );
  }

  const replaceChallenge = (next: string) =>
    setParams(
      (current) => {
        current.set(searchParams.hashedOtp, next);
        return current;
      },
      { replace: true },
    );

  return (
    <>
      <AuthHeader
        title={t('verifyOtp.title')}
        description={forReset ? t('verifyOtp.descriptionReset') : t('verifyOtp.descriptionSignIn')}
      />
      {/* A new challenge starts a fresh form: the old code and its error no longer apply. */}
      <VerifyOtpForm key={hashedOtp} hashedOtp={hashedOtp} forReset={forReset} />
      <ResendOtp hashedOtp={hashedOtp} onResent={replaceChallenge} />
      <BackToSignIn mt="4" />
    </>
  );
}
