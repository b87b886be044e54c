import { Button, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendOtp } from '@generated/api/auth/auth';
import { useCooldown } from '../use-cooldown';
import { FormAlert } from './form-alert';

/** Long enough for a mail to arrive before the user asks again, short enough not to annoy. */
export const RESEND_DELAY_SECONDS = 30;

interface ResendOtpProps {
  hashedOtp: string;
  /** The new challenge: the previous code no longer works. */
  onResent: (hashedOtp: string) => void;
}

export function ResendOtp({ hashedOtp, onResent }: ResendOtpProps) {
  const { t } = useTranslation('auth');
  const resendOtp = useResendOtp();
  const { remaining, start } = useCooldown(RESEND_DELAY_SECONDS);
  const [resent, setResent] = useState(false);

  const resend = () =>
    resendOtp.mutate(
      { data: { hashedOtp } },
      {
        onSuccess: ({ otp }) => {
          start();
          setResent(true);
          onResent(otp);
        },
      },
    );

  return (
    <Stack gap="3" mt="6" pt="5" borderTopWidth="1px">
      {resendOtp.error ? (
        <FormAlert message={resendOtp.error.body.message} />
      ) : (
        resent && <FormAlert status="success" message={t('verifyOtp.resent')} />
      )}
      {/* One above the other: the countdown changes the button's width every second, and side
          by side the pair would jump between one line and two. */}
      <Stack gap="1" align="center" fontSize="sm">
        <Text color="fg.muted">{t('verifyOtp.noCode')}</Text>
        <Button
          variant="ghost"
          colorPalette="brand"
          size="sm"
          onClick={resend}
          disabled={remaining > 0}
          loading={resendOtp.isPending}
          loadingText={t('verifyOtp.resending')}
          fontVariantNumeric="tabular-nums"
        >
          <RotateCw aria-hidden />
          {remaining > 0 ? t('verifyOtp.resendIn', { count: remaining }) : t('verifyOtp.resend')}
        </Button>
      </Stack>
    </Stack>
  );
}
