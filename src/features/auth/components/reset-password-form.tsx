import { Button, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '@generated/api/auth/auth';
import { resetPasswordBodyNewPasswordMax } from '@generated/zod/auth/auth.zod';
import { FormField } from '@/components/form/form-field';
import { paths } from '@/config/routes';
import { applyServerErrors } from '@/lib/form-errors';
import { authUrl, passwordResetState } from '../auth-urls';
import {
  resetPasswordMessages,
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../validation';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

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
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema, { error: resetPasswordMessages }),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(undefined);
    try {
      await resetPassword.mutateAsync({ data: { newPassword } });
      await navigate(authUrl(paths.auth.signIn, params), { state: passwordResetState });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['newPassword']));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        <FormField
          label={t('resetPassword.newPassword')}
          helperText={t('resetPassword.newPasswordHelp')}
          error={errors.newPassword?.message}
        >
          <PasswordInput
            {...register('newPassword')}
            autoComplete="new-password"
            maxLength={resetPasswordBodyNewPasswordMax}
            autoFocus
          />
        </FormField>
        <FormField
          label={t('resetPassword.confirmPassword')}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            {...register('confirmPassword')}
            autoComplete="new-password"
            maxLength={resetPasswordBodyNewPasswordMax}
          />
        </FormField>
        {serverError && (
          <FormAlert
            message={serverError}
            action={
              // A used or expired reset token cannot be retried: only a new code helps.
              <Link asChild fontSize="sm" fontWeight="medium" color="fg" alignSelf="flex-start">
                <RouterLink to={authUrl(paths.auth.forgotPassword, params)}>
                  {t('resetPassword.restart')}
                </RouterLink>
              </Link>
            }
          />
        )}
        <Button
          type="submit"
          colorPalette="brand"
          w="full"
          loading={isSubmitting}
          loadingText={t('resetPassword.submitting')}
        >
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
