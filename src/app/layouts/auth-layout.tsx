import { Box, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { Splash } from '@/components/feedback/splash';
import { paths, searchParams } from '@/config/routes';
import { useSession } from '@/lib/current-user';

/** Only a signed-out user has anything to do in /auth; a signed-in one goes on to the app. */
export function AuthLayout() {
  const session = useSession();
  const [params] = useSearchParams();
  const { t } = useTranslation();

  if (session.status === 'loading') return <Splash />;
  if (session.status === 'signed-in') {
    const redirect = params.get(searchParams.redirect);
    // Only a path of our own: an absolute URL here would make sign-in an open redirect.
    const target =
      redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : paths.main.root;
    return <Navigate to={target} replace />;
  }

  return (
    <Center minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Stack gap="6" w="full" maxW="md">
        <HStack justify="center" gap="3" color="brand.fg">
          <Droplet size={32} aria-hidden />
          <Stack gap="0">
            <Heading size="lg" color="fg">
              {t('appName')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('appTagline')}
            </Text>
          </Stack>
        </HStack>
        <Box bg="bg" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '6', md: '8' }}>
          <Outlet />
        </Box>
      </Stack>
    </Center>
  );
}
