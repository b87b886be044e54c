import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type DataRouter, type RouteObject } from 'react-router';
import { Splash } from '@/components/feedback/splash';
import { paths } from '@/config/routes';
import { prefetchCurrentUser } from '@/lib/current-user';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import NotFoundPage from './pages/not-found-page';
import { prefetchFor } from './prefetch';

type Namespace =
  | 'areas'
  | 'auth'
  | 'complaints'
  | 'holders'
  | 'home'
  | 'profile'
  | 'relayDepots'
  | 'removalVouchers'
  | 'settings'
  | 'subcontractors'
  | 'tours'
  | 'users';

/**
 * A lazily loaded page (its module's default export): each screen is its own chunk, fetched
 * together with the message catalogues it reads (in the current language), so that it never
 * renders untranslated.
 */
const page = (namespaces: Namespace[], load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  },
});

/**
 * Every route. Loaders start the data a screen needs while its code loads (the signed-in user
 * for every signed-in screen, the first page of a list); they do not wait for it.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Shown until the first screen's code and catalogues are there, in place of a blank page:
    // the same splash as index.html's, which it replaces.
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
            ...page(['auth'], () => import('./pages/sign-in-page')),
          },
          {
            path: paths.auth.signUp,
            ...page(['auth'], () => import('./pages/sign-up-page')),
          },
          {
            path: paths.auth.forgotPassword,
            ...page(['auth'], () => import('./pages/forgot-password-page')),
          },
          {
            path: paths.auth.resetPassword,
            ...page(['auth'], () => import('./pages/reset-password-page')),
          },
          {
            path: paths.auth.verifyOtp,
            ...page(['auth'], () => import('./pages/verify-otp-page')),
          },
        ],
      },
      {
        element: <MainLayout />,
        loader: ({ request }) => {
          prefetchCurrentUser(queryClient);
          prefetchFor(queryClient, new URL(request.url));
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
            ...page(['home'], () => import('./pages/home-page')),
          },
          {
            path: paths.profile,
            ...page(['profile'], () => import('./pages/profile-page')),
          },
          {
            path: paths.main.settings,
            ...page(['settings'], () => import('./pages/settings-page')),
          },
          {
            path: paths.main.areas,
            ...page(['areas'], () => import('./pages/areas-page')),
          },
          {
            path: paths.main.complaints,
            ...page(['complaints'], () => import('./pages/complaint-list-page')),
          },
          {
            path: paths.main.roleManagement,
            ...page(['users'], () => import('./pages/user-list-page')),
          },
          {
            path: paths.main.holders.list,
            ...page(['holders'], () => import('./pages/holder-list-page')),
          },
          {
            path: paths.main.holders.new,
            ...page(['holders'], () => import('./pages/holder-new-page')),
          },
          {
            path: `${paths.main.holders.list}:id`,
            ...page(
              ['holders', 'removalVouchers', 'tours'],
              () => import('./pages/holder-detail-page'),
            ),
          },
          {
            path: paths.main.relayDepots.list,
            ...page(['relayDepots'], () => import('./pages/relay-depot-list-page')),
          },
          {
            path: paths.main.relayDepots.new,
            ...page(['relayDepots'], () => import('./pages/relay-depot-new-page')),
          },
          {
            path: `${paths.main.relayDepots.list}:id`,
            ...page(['relayDepots'], () => import('./pages/relay-depot-detail-page')),
          },
          {
            path: paths.main.subcontractors.list,
            ...page(['subcontractors'], () => import('./pages/subcontractor-list-page')),
          },
          {
            path: paths.main.subcontractors.new,
            ...page(['subcontractors'], () => import('./pages/subcontractor-new-page')),
          },
          {
            path: `${paths.main.subcontractors.list}:id`,
            ...page(['subcontractors'], () => import('./pages/subcontractor-detail-page')),
          },
          {
            path: paths.main.routing.list,
            ...page(['tours'], () => import('./pages/tour-list-page')),
          },
          {
            path: paths.main.routing.new,
            ...page(['tours'], () => import('./pages/tour-new-page')),
          },
          {
            path: `${paths.main.routing.list}:id`,
            ...page(['tours'], () => import('./pages/tour-detail-page')),
          },
          {
            path: paths.main.removalVouchers.list,
            ...page(['removalVouchers'], () => import('./pages/removal-voucher-list-page')),
          },
          {
            path: `${paths.main.removalVouchers.list}:id`,
            ...page(['removalVouchers'], () => import('./pages/removal-voucher-detail-page')),
          },
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
    prefetchFor(queryClient, location);
  });
};

export const createRouter = (queryClient: QueryClient) => {
  const router = createBrowserRouter(createRoutes(queryClient));
  prefetchOnNavigation(router, queryClient);
  return router;
};
