import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/routes';
import { authUrl, resetTokenParam } from '../auth-urls';
import { BackToSignIn } from './auth-form';
import { AuthHeader } from './auth-header';
import { IncompleteLink } from './incomplete-link';
import { ResetPasswordForm } from './reset-password-form';

/** The new-password screen, reached from the code screen with the reset token in its URL. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const resetToken = params.get(resetTokenParam);

  if (!resetToken) {
    return (
      <IncompleteLink
        screen="resetPassword"
        actionLabel={t('resetPassword.restart')}
        actionTo={authUrl(paths.auth.forgotPassword, params)}
      />
    );
  }

  return (
    <>
      <AuthHeader title={t('resetPassword.title')} description={t('resetPassword.description')} />
      <ResetPasswordForm resetToken={resetToken} />
      <BackToSignIn />
    </>
  );
}
