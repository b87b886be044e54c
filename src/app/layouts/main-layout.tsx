import { useQueryClient } from '@tanstack/react-query';
import { House } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signOut } from '@generated/api/auth/auth';
import { Splash } from '@/components/feedback/splash';
import { AppShell } from '@/components/layout/app-shell';
import { UserMenu } from '@/components/layout/user-menu';
import { moduleEntries } from '@/config/modules';
import { paths, searchParams } from '@/config/routes';
import { CurrentUserContext, useSession } from '@/lib/current-user';
import { currentLanguage, languages, type Language } from '@/lib/i18n/i18n';
import { useAccountLanguage, useChooseLanguage } from '@/lib/i18n/use-account-language';
import { personName } from '@/lib/format';
import { can } from '@/lib/permissions';
import { clearToken } from '@/lib/session';

const icon = { size: 18, strokeWidth: 1.75 } as const;

/**
 * The guard and frame of every signed-in screen (spec section 2): a signed-out user goes to
 * sign-in (remembering where they were going), a PENDING user to settings, and nothing shows
 * while we do not yet know who the user is.
 */
export function MainLayout() {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  useAccountLanguage(session.user);
  const chooseLanguage = useChooseLanguage(session.user);
  const queryClient = useQueryClient();
  // Leaving on purpose: straight to sign-in, without remembering this page for later.
  const [signedOut, setSignedOut] = useState(false);

  if (signedOut) return <Navigate to={paths.auth.signIn} replace />;
  if (session.status === 'loading') return <Splash />;
  if (session.status === 'signed-out') {
    const target = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={`${paths.auth.signIn}?${searchParams.redirect}=${encodeURIComponent(target)}`}
        replace
      />
    );
  }
  const { user } = session;
  if (user.status === 'PENDING' && location.pathname !== paths.main.settings) {
    return <Navigate to={`${paths.main.settings}?${searchParams.firstLogin}=true`} replace />;
  }

  // Home, then every module whose resource (or `alsoResource`) the user may READ.
  const nav = [
    { to: paths.main.root, label: t('nav.home'), icon: <House {...icon} />, end: true },
    ...moduleEntries
      .filter(
        ([, module]) =>
          can(user, module.resource, 'READ') ||
          ('alsoResource' in module && can(user, module.alsoResource, 'READ')),
      )
      .map(([key, { paths: at, icon: Icon }]) => ({
        to: at.list,
        label: t(`nav.${key}`),
        icon: <Icon {...icon} />,
      })),
  ];

  const handleSignOut = async () => {
    // The server forgets the token; whatever it answers, this browser forgets it too.
    await signOut().catch(() => undefined);
    setSignedOut(true);
    clearToken();
    queryClient.clear();
  };

  return (
    <CurrentUserContext.Provider value={user}>
      <AppShell
        nav={nav}
        userMenu={
          <UserMenu
            fullName={personName(user)}
            roleLabel={t(`roles.${user.role}`)}
            picture={user.profilePicture}
            language={currentLanguage()}
            languages={languages}
            onLanguageChange={(language) => chooseLanguage(language as Language)}
            onSignOut={() => void handleSignOut()}
            profilePath={paths.profile}
            settingsPath={paths.main.settings}
          />
        }
      >
        <Outlet />
      </AppShell>
    </CurrentUserContext.Provider>
  );
}
