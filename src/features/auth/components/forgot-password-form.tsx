import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useForgotPassword } from '@generated/api/auth/auth';
import { forgotPasswordBodyLoginOneMax } from '@generated/zod-mini/auth/auth.zod';
import { TextField } from '@/components/form/form-fields';
import { paths, searchParams } from '@/config/routes';
import { authUrl, resetPurpose } from '../auth-urls';
import { forgotPasswordMessages, forgotPasswordSchema } from '../validation';
import { AuthForm, BackToSignIn, useAuthForm } from './auth-form';
import { AuthHeader } from './auth-header';

/**
 * Start of recovery: a code goes to the account's e-mail, or by SMS to its phone number, then
 * the code screen.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const { form, frame } = useAuthForm({
    schema: forgotPasswordSchema,
    messages: forgotPasswordMessages,
    defaultValues: { login: '' },
    serverFields: ['login'],
    submit: async (data) => {
      const { otp } = await forgotPassword.mutateAsync({ data });
      await navigate(
        authUrl(paths.auth.verifyOtp, params, {
          [searchParams.hashedOtp]: otp,
          [searchParams.purpose]: resetPurpose,
        }),
      );
    },
  });

  return (
    <>
      <AuthHeader title={t('forgotPassword.title')} description={t('forgotPassword.description')} />
      <AuthForm
        {...frame}
        submitLabel={t('forgotPassword.submit')}
        submittingLabel={t('forgotPassword.submitting')}
      >
        <TextField
          form={form}
          name="login"
          label={t('forgotPassword.login')}
          autoComplete="username"
          maxLength={forgotPasswordBodyLoginOneMax}
          autoFocus
        />
      </AuthForm>
      <BackToSignIn />
    </>
  );
}
