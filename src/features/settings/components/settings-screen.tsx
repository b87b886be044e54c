import { Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { paths, searchParams as params } from '@/config/routes';
import { useCurrentUser } from '@/lib/current-user';
import { ChangePasswordForm } from './change-password-form';
import { FirstLoginNotice } from './first-login-notice';
import { LanguagePreference } from './language-preference';

/** Settings: the password (forced on a first sign-in) and the interface language. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const firstLogin = search.get(params.firstLogin) === 'true' || user?.status === 'PENDING';

  // A first sign-in was interrupted to get here: once the password is changed, carry on.
  const handleChanged = () => {
    if (firstLogin) void navigate(paths.main.root, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: tc('nav.home'), to: paths.main.root }, { label: t('title') }]}
      />
      <Stack gap="6">
        {firstLogin && <FirstLoginNotice />}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <ChangePasswordForm
            login={user?.email ?? user?.phoneNumber ?? undefined}
            onChanged={handleChanged}
          />
          <LanguagePreference />
        </Grid>
      </Stack>
    </>
  );
}
