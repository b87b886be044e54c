import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while the current user loads, so that no screen flashes before we know who it is. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <VStack gap="4" color="brand.fg">
        <Droplet size={40} aria-hidden />
        <Spinner size="md" color="brand.solid" />
        <Text color="fg.muted">{t('splash')}</Text>
      </VStack>
    </Center>
  );
}
