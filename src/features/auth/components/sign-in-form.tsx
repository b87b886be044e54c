import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSignIn } from '@generated/api/auth/auth';
import { signInBodyLoginMax, signInBodyPasswordMax } from '@generated/zod/auth/auth.zod';
import { FormField } from '@/components/form/form-field';
import { paths, searchParams } from '@/config/routes';
import { applyServerErrors } from '@/lib/form-errors';
import { authUrl, isPasswordResetState } from '../auth-urls';
import { signInMessages, signInSchema, type SignInValues } from '../validation';
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
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema, { error: signInMessages }),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = handleSubmit(async (data) => {
    setServerError(undefined);
    try {
      const { otp } = await signIn.mutateAsync({ data });
      await navigate(authUrl(paths.auth.verifyOtp, params, { [searchParams.hashedOtp]: otp }));
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['login', 'password']));
    }
  });

  return (
    <>
      <AuthHeader title={t('signIn.title')} description={t('signIn.description')} />
      {passwordReset && (
        <Stack mb="4">
          <FormAlert status="success" message={t('signIn.passwordReset')} />
        </Stack>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <FormField
            label={t('signIn.login')}
            helperText={t('signIn.loginHelp')}
            error={errors.login?.message}
          >
            <Input
              {...register('login')}
              autoComplete="username"
              maxLength={signInBodyLoginMax}
              autoFocus
            />
          </FormField>
          <Stack gap="1.5">
            <FormField label={t('signIn.password')} error={errors.password?.message}>
              <PasswordInput
                {...register('password')}
                autoComplete="current-password"
                maxLength={signInBodyPasswordMax}
              />
            </FormField>
            <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
              <RouterLink to={authUrl(paths.auth.forgotPassword, params)}>
                {t('signIn.forgotPassword')}
              </RouterLink>
            </Link>
          </Stack>
          {serverError && <FormAlert message={serverError} />}
          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={isSubmitting}
            loadingText={t('signIn.submitting')}
          >
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Text mt="6" fontSize="sm" color="fg.muted" textAlign="center">
        {t('signIn.noAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={paths.auth.signUp}>{t('signIn.requestAccess')}</RouterLink>
        </Link>
      </Text>
    </>
  );
}
