import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useVerifyOtp } from '@generated/api/auth/auth';
import { OtpPurpose } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import { paths } from '@/config/routes';
import { applyServerErrors } from '@/lib/form-errors';
import { setToken } from '@/lib/session';
import { authUrl, resetTokenParam } from '../auth-urls';
import { otpMessages, otpSchema, type OtpValues } from '../validation';
import { FormAlert } from './form-alert';

interface VerifyOtpFormProps {
  hashedOtp: string;
  /** The URL says the code came from forgot-password; the server's `purpose` wins when given. */
  forReset: boolean;
}

// A code copied from an e-mail often carries spaces ("482 913"); they are not part of it.
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** Second step: the code. A session token signs in; a reset token leads to the new password. */
export function VerifyOtpForm({ hashedOtp, forReset }: VerifyOtpFormProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const verifyOtp = useVerifyOtp();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({
    resolver: zodResolver(otpSchema, { error: otpMessages }),
    defaultValues: { inputOtp: '' },
  });

  const onSubmit = handleSubmit(async ({ inputOtp }) => {
    setServerError(undefined);
    try {
      const session = await verifyOtp.mutateAsync({ data: { inputOtp, hashedOtp } });
      const purpose =
        session.purpose ?? (forReset ? OtpPurpose.PASSWORD_RESET : OtpPurpose.SIGN_IN);
      if (purpose === OtpPurpose.PASSWORD_RESET) {
        // Replace: going back must not land on a code that has already been used.
        await navigate(
          authUrl(paths.auth.resetPassword, params, { [resetTokenParam]: session.token }),
          { replace: true },
        );
      } else {
        // The auth layout sees the session and sends the user on (to `redirect` or /main).
        setToken(session.token);
      }
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['inputOtp']));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        <FormField label={t('verifyOtp.code')} error={errors.inputOtp?.message}>
          <Input
            {...register('inputOtp', { setValueAs: withoutSpaces })}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            size="xl"
            fontSize="2xl"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            letterSpacing="0.4em"
            textAlign="center"
          />
        </FormField>
        {serverError && <FormAlert message={serverError} />}
        <Button
          type="submit"
          colorPalette="brand"
          w="full"
          loading={isSubmitting}
          loadingText={t('verifyOtp.submitting')}
        >
          {t('verifyOtp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
