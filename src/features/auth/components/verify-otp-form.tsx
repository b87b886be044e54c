import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useVerifyOtp } from '@generated/api/auth/auth';
import { OtpPurpose } from '@generated/model';
import { TextField } from '@/components/form/form-fields';
import { paths } from '@/config/routes';
import { setToken } from '@/lib/session';
import { authUrl, resetTokenParam } from '../auth-urls';
import { otpMessages, otpSchema } from '../validation';
import { AuthForm, useAuthForm } from './auth-form';

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
  const { form, frame } = useAuthForm({
    schema: otpSchema,
    messages: otpMessages,
    defaultValues: { inputOtp: '' },
    serverFields: ['inputOtp'],
    submit: async ({ inputOtp }) => {
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
    },
  });

  return (
    <AuthForm
      {...frame}
      submitLabel={t('verifyOtp.submit')}
      submittingLabel={t('verifyOtp.submitting')}
    >
      <TextField
        form={form}
        name="inputOtp"
        label={t('verifyOtp.code')}
        setValueAs={withoutSpaces}
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
    </AuthForm>
  );
}
