import { Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '@/lib/i18n/use-page-title';

interface AuthHeaderProps {
  title: string;
  description?: string;
}

/** The title of an auth screen: the layout's card holds one screen, so this is its h1. */
export function AuthHeader({ title, description }: AuthHeaderProps) {
  usePageTitle(title);
  return (
    <Stack gap="1.5" mb="6">
      <Heading as="h1" size="xl" lineHeight="short">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
