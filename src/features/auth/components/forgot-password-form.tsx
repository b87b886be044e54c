import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForgotPassword } from '@generated/api/auth/auth';
import { forgotPasswordBodyLoginMax } from '@generated/zod/auth/auth.zod';
import { FormField } from '@/components/form/form-field';
import { paths, searchParams } from '@/config/routes';
import { applyServerErrors } from '@/lib/form-errors';
import { authUrl, resetPurpose } from '../auth-urls';
import {
  forgotPasswordMessages,
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '../validation';
import { AuthHeader } from './auth-header';
import { FormAlert } from './form-alert';

/** Start of recovery: a code goes to the account's e-mail, then the code screen. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema, { error: forgotPasswordMessages }),
    defaultValues: { login: '' },
  });

  const onSubmit = handleSubmit(async (data) => {
    setServerError(undefined);
    try {
      const { otp } = await forgotPassword.mutateAsync({ data });
      await navigate(
        authUrl(paths.auth.verifyOtp, params, {
          [searchParams.hashedOtp]: otp,
          [searchParams.purpose]: resetPurpose,
        }),
      );
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['login']));
    }
  });

  return (
    <>
      <AuthHeader title={t('forgotPassword.title')} description={t('forgotPassword.description')} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <FormField label={t('forgotPassword.email')} error={errors.login?.message}>
            <Input
              {...register('login')}
              type="email"
              autoComplete="email"
              maxLength={forgotPasswordBodyLoginMax}
              autoFocus
            />
          </FormField>
          {serverError && <FormAlert message={serverError} />}
          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={isSubmitting}
            loadingText={t('forgotPassword.submitting')}
          >
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Text mt="6" fontSize="sm" textAlign="center">
        <Link asChild color="brand.fg">
          <RouterLink to={authUrl(paths.auth.signIn, params)}>{t('backToSignIn')}</RouterLink>
        </Link>
      </Text>
    </>
  );
}
