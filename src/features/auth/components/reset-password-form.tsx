import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '@generated/api/auth/auth';
import { resetPasswordBodyNewPasswordMax } from '@generated/zod-mini/auth/auth.zod';
import { FormFields } from '@/components/form/form-fields';
import { paths } from '@/config/routes';
import { authUrl, passwordResetState } from '../auth-urls';
import { resetPasswordMessages, resetPasswordSchema } from '../validation';
import { AuthForm, useAuthForm } from './auth-form';
import { PasswordInput } from './password-input';

const newPassword = {
  input: PasswordInput,
  autoComplete: 'new-password',
  maxLength: resetPasswordBodyNewPasswordMax,
} as const;

interface ResetPasswordFormProps {
  /** The single-use reset token verifyOtp answered; it authorises this one call. */
  resetToken: string;
}

/**
 * Last step of recovery: the new password. The server signs nobody in here: the user goes to the
 * sign-in screen, told that the password changed, and signs in with it (password and code).
 */
export function ResetPasswordForm({ resetToken }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword({
    request: { headers: { Authorization: `Bearer ${resetToken}` } },
  });
  const { form, frame } = useAuthForm({
    schema: resetPasswordSchema,
    messages: resetPasswordMessages,
    defaultValues: { newPassword: '', confirmPassword: '' },
    serverFields: ['newPassword'],
    submit: async ({ newPassword }) => {
      await resetPassword.mutateAsync({ data: { newPassword } });
      await navigate(authUrl(paths.auth.signIn, params), { state: passwordResetState });
    },
  });

  return (
    <AuthForm
      {...frame}
      submitLabel={t('resetPassword.submit')}
      submittingLabel={t('resetPassword.submitting')}
      errorAction={
        // A used or expired reset token cannot be retried: only a new code helps.
        <Link asChild fontSize="sm" fontWeight="medium" color="fg" alignSelf="flex-start">
          <RouterLink to={authUrl(paths.auth.forgotPassword, params)}>
            {t('resetPassword.restart')}
          </RouterLink>
        </Link>
      }
    >
      <FormFields
        form={form}
        labels={t('resetPassword', { returnObjects: true })}
        fields={{
          newPassword: {
            ...newPassword,
            hint: t('resetPassword.newPasswordHelp'),
            autoFocus: true,
          },
          confirmPassword: newPassword,
        }}
      />
    </AuthForm>
  );
}
