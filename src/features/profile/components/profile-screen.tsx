import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCurrentUser } from '@/lib/current-user';
import { AppVersion } from './app-version';
import { ProfileForm } from './profile-form';

export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  // Behind the session guard the user is always known.
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: tc('nav.home'), to: paths.main.root }, { label: t('title') }]}
      />
      {user && <ProfileForm user={user} />}
      <AppVersion />
    </>
  );
}
