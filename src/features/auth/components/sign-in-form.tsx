import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSignIn } from '@generated/api/auth/auth';
import { signInBodyLoginMax, signInBodyPasswordMax } from '@generated/zod-mini/auth/auth.zod';
import { TextField } from '@/components/form/form-fields';
import { paths, searchParams } from '@/config/routes';
import { authUrl, isPasswordResetState } from '../auth-urls';
import { signInMessages, signInSchema } from '../validation';
import { AuthForm, useAuthForm } from './auth-form';
import { AuthHeader } from './auth-header';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

/** First step of sign-in: the server checks the password and sends a code. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const passwordReset = isPasswordResetState(location.state);
  const signIn = useSignIn();
  const { form, frame } = useAuthForm({
    schema: signInSchema,
    messages: signInMessages,
    defaultValues: { login: '', password: '' },
    serverFields: ['login', 'password'],
    submit: async (data) => {
      const { otp } = await signIn.mutateAsync({ data });
      await navigate(authUrl(paths.auth.verifyOtp, params, { [searchParams.hashedOtp]: otp }));
    },
  });

  return (
    <>
      <AuthHeader title={t('signIn.title')} description={t('signIn.description')} />
      {passwordReset && (
        <Stack mb="4">
          <FormAlert status="success" message={t('signIn.passwordReset')} />
        </Stack>
      )}
      <AuthForm
        {...frame}
        submitLabel={t('signIn.submit')}
        submittingLabel={t('signIn.submitting')}
      >
        <TextField
          form={form}
          name="login"
          label={t('signIn.login')}
          hint={t('signIn.loginHelp')}
          autoComplete="username"
          maxLength={signInBodyLoginMax}
          autoFocus
        />
        <Stack gap="1.5">
          <TextField
            form={form}
            name="password"
            label={t('signIn.password')}
            input={PasswordInput}
            autoComplete="current-password"
            maxLength={signInBodyPasswordMax}
          />
          <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
            <RouterLink to={authUrl(paths.auth.forgotPassword, params)}>
              {t('signIn.forgotPassword')}
            </RouterLink>
          </Link>
        </Stack>
      </AuthForm>
      <Text mt="6" fontSize="sm" color="fg.muted" textAlign="center">
        {t('signIn.noAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={paths.auth.signUp}>{t('signIn.requestAccess')}</RouterLink>
        </Link>
      </Text>
    </>
  );
}
