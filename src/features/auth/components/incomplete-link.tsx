import { Box, Button, Stack } from '@chakra-ui/react';
import { Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthHeader } from './auth-header';

interface IncompleteLinkProps {
  /** The screen whose `missingTitle` and `missingMessage` say what the link lacks. */
  screen: 'verifyOtp' | 'resetPassword';
  actionLabel: string;
  actionTo: string;
}

/** An auth screen opened without what it needs in its URL (a code reference, a reset token). */
export function IncompleteLink({ screen, actionLabel, actionTo }: IncompleteLinkProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="0">
      <Box color="orange.fg" mb="3">
        <Unlink size={28} aria-hidden />
      </Box>
      <AuthHeader title={t(`${screen}.missingTitle`)} description={t(`${screen}.missingMessage`)} />
      <Button asChild colorPalette="brand" w="full">
        <Link to={actionTo}>{actionLabel}</Link>
      </Button>
    </Stack>
  );
}
