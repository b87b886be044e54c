import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  useParams,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { Splash } from '@/components/feedback/splash';
import { moduleEntries, type ModulePaths } from '@/config/modules';
import { paths } from '@/config/routes';
import { prefetchCurrentUser } from '@/lib/current-user';
import { loadNamespaces } from '@/lib/i18n/i18n';
import type { Namespace } from '@/lib/i18n/namespaces';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import NotFoundPage from './not-found-page';
import { moduleScreens, type ModuleScreens, type Screen } from './modules';
import { prefetchFor } from './prefetch';

/**
 * A lazily loaded screen: each is its own chunk, fetched together with the message catalogues it
 * reads (in the current language), so that it never renders untranslated.
 */
const page = (namespaces: Namespace[], load: () => Promise<React.ComponentType>) => ({
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  },
});

/** A record's screen, for the id of its path; a new id is a new screen (no edit mode carried over). */
const recordPage = (namespaces: Namespace[], { load }: Screen<{ id: string }>) =>
  page(namespaces, async () => {
    const Screen = await load();
    return function RecordPage() {
      const { id = '' } = useParams();
      return <Screen key={id} id={id} />;
    };
  });

/** The list, new page and record page of every module (`config/modules.ts`, `./modules.tsx`). */
const moduleRoutes = (): RouteObject[] =>
  moduleEntries.flatMap(([key, module]) => {
    const screens: ModuleScreens = moduleScreens[key];
    const { list, new: create } = module.paths as ModulePaths;
    const namespaces = (screen: { namespaces?: Namespace[] }) => [
      module.ns,
      ...(screen.namespaces ?? []),
    ];
    return [
      { path: list, ...page(namespaces(screens.list), screens.list.load) },
      ...(create && screens.new
        ? [{ path: create, ...page(namespaces(screens.new), screens.new.load) }]
        : []),
      ...(screens.detail
        ? [{ path: `${list}:id`, ...recordPage(namespaces(screens.detail), screens.detail) }]
        : []),
    ];
  });

/**
 * Every route. Loaders start the data a screen needs while its code loads (the signed-in user
 * for every signed-in screen, the first page of a list); they do not wait for it.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Shown until the first screen's code and catalogues are there, in place of a blank page:
    // the same splash as index.html's. The app renders once they are there (main.tsx), so
    // only a router rendered before that shows it (the screen tests).
    HydrateFallback: Splash,
    children: [
      { path: paths.root, element: <Navigate to={paths.main.root} replace /> },
      {
        path: paths.auth.root,
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to={paths.auth.signIn} replace /> },
          {
            path: paths.auth.signIn,
            ...page(['auth'], () =>
              import('@/features/auth/components/sign-in-form').then((m) => m.SignInForm),
            ),
          },
          {
            path: paths.auth.signUp,
            ...page(['auth'], () =>
              import('@/features/auth/components/sign-up-notice').then((m) => m.SignUpNotice),
            ),
          },
          {
            path: paths.auth.forgotPassword,
            ...page(['auth'], () =>
              import('@/features/auth/components/forgot-password-form').then(
                (m) => m.ForgotPasswordForm,
              ),
            ),
          },
          {
            path: paths.auth.resetPassword,
            ...page(['auth'], () =>
              import('@/features/auth/components/reset-password-screen').then(
                (m) => m.ResetPasswordScreen,
              ),
            ),
          },
          {
            path: paths.auth.verifyOtp,
            ...page(['auth'], () =>
              import('@/features/auth/components/verify-otp-screen').then((m) => m.VerifyOtpScreen),
            ),
          },
        ],
      },
      {
        element: <MainLayout />,
        loader: ({ request }) => {
          prefetchCurrentUser(queryClient);
          void prefetchFor(queryClient, new URL(request.url));
          return null;
        },
        // On arrival only: run again on each change of a list's search params, it would make
        // each change wait for it, and the next change would then start from the params before
        // it (useListState's updates build on the current URL). Within the app, the data of the
        // next screen is asked for as its URL changes (prefetchOnNavigation).
        shouldRevalidate: () => false,
        children: [
          {
            path: paths.main.root,
            ...page(['home'], () =>
              import('@/features/home/components/home-screen').then((m) => m.HomeScreen),
            ),
          },
          {
            path: paths.profile,
            ...page(['profile'], () =>
              import('@/features/profile/components/profile-screen').then((m) => m.ProfileScreen),
            ),
          },
          {
            path: paths.main.settings,
            ...page(['settings'], () =>
              import('@/features/settings/components/settings-screen').then(
                (m) => m.SettingsScreen,
              ),
            ),
          },
          {
            path: paths.main.areas,
            ...page(['areas'], () =>
              import('@/features/areas/components/areas-screen').then((m) => m.AreasScreen),
            ),
          },
          ...moduleRoutes(),
        ],
      },
      // Eager: a lazy route at the top level renders nothing on a cold load.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Within the app, the data of the next screen (a list's new page, sort or filter too) is asked
 * for as soon as the URL changes, before the screen renders; no route loader needed, which
 * would make each navigation wait for it.
 */
export const prefetchOnNavigation = (router: DataRouter, queryClient: QueryClient) => {
  let current = `${router.state.location.pathname}${router.state.location.search}`;
  return router.subscribe((state) => {
    // From the start of a navigation, while the next screen's code may still be loading.
    const location = state.navigation.location ?? state.location;
    const next = `${location.pathname}${location.search}`;
    if (next === current) return;
    current = next;
    void prefetchFor(queryClient, location);
  });
};

export const createRouter = (queryClient: QueryClient) => {
  const router = createBrowserRouter(createRoutes(queryClient));
  prefetchOnNavigation(router, queryClient);
  return router;
};
