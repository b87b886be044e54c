import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { IdCard, KeyRound, UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/routes';
import { authUrl } from '../auth-urls';
import { AuthHeader } from './auth-header';

/**
 * The sign-up route of the spec has no call behind it: staff accounts are created by an
 * administrator (createUser), who sends a temporary password. So this screen says whom to ask
 * and what they will need, instead of a form that could not lead anywhere.
 */
export function SignUpNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const steps = [
    { icon: UserRoundCog, text: t('signUp.contact') },
    { icon: IdCard, text: t('signUp.details') },
    { icon: KeyRound, text: t('signUp.firstLogin') },
  ];

  return (
    <>
      <AuthHeader title={t('signUp.title')} description={t('signUp.intro')} />
      <Stack gap="3" bg="bg.muted" rounded="lg" p="4" mb="6">
        <Heading as="h2" size="sm">
          {t('signUp.stepsTitle')}
        </Heading>
        <List.Root as="ol" gap="3" variant="plain">
          {steps.map(({ icon: Icon, text }) => (
            <List.Item key={text} alignItems="flex-start" fontSize="sm">
              <List.Indicator asChild color="brand.fg" mt="0.5">
                <Box as="span">
                  <Icon size={16} aria-hidden />
                </Box>
              </List.Indicator>
              {text}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="2" align="center">
        <Text fontSize="sm" color="fg.muted">
          {t('signUp.haveAccount')}
        </Text>
        <Button asChild colorPalette="brand" w="full">
          <RouterLink to={authUrl(paths.auth.signIn, params)}>{t('signIn.submit')}</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
