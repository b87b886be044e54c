import { Box, Button, Stack } from '@chakra-ui/react';
import { Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { AuthHeader } from './auth-header';

interface IncompleteLinkProps {
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
}

/** An auth screen opened without what it needs in its URL (a code reference, a reset token). */
export function IncompleteLink({ title, message, actionLabel, actionTo }: IncompleteLinkProps) {
  return (
    <Stack gap="0">
      <Box color="orange.fg" mb="3">
        <Unlink size={28} aria-hidden />
      </Box>
      <AuthHeader title={title} description={message} />
      <Button asChild colorPalette="brand" w="full">
        <Link to={actionTo}>{actionLabel}</Link>
      </Button>
    </Stack>
  );
}
