import { Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { paths, searchParams as params } from '@/config/routes';
import { mayManageAreas } from '@/lib/access/policy';
import { useCurrentUser } from '@/lib/current-user';
import { useCaller } from '@/lib/permissions';
import { AreasLink } from './areas-link';
import { ChangePasswordForm } from './change-password-form';
import { FirstLoginNotice } from './first-login-notice';
import { LanguagePreference } from './language-preference';

/**
 * Settings: the password (forced on a first sign-in), the interface language and, for a super
 * administrator, the way to the organisation's regions and zones.
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const caller = useCaller();
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
          <Stack gap="6">
            <LanguagePreference />
            {caller && mayManageAreas(caller) && <AreasLink />}
          </Stack>
        </Grid>
      </Stack>
    </>
  );
}
