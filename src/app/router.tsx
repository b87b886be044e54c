import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/routes';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { modules } from './nav-items';
import { NotFoundPage } from './pages/not-found-page';

/** A lazily loaded page: each screen is its own chunk. */
const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

/** A page module whose default export is the page. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) =>
  page(async () => ({ Component: (await load()).default }));

const placeholder = (labelKey: string, kind: 'list' | 'new' | 'detail', newPath?: string) =>
  page(async () => {
    const { ModulePlaceholderPage } = await import('./pages/module-placeholder-page');
    const module = modules.find((m) => m.labelKey === labelKey)!;
    return {
      Component: () => <ModulePlaceholderPage module={module} kind={kind} newPath={newPath} />,
    };
  });

const moduleRoutes = (labelKey: string, route: { list: string; new: string }): RouteObject[] => [
  { path: route.list, ...placeholder(labelKey, 'list', route.new) },
  { path: route.new, ...placeholder(labelKey, 'new') },
  { path: `${route.list}:id`, ...placeholder(labelKey, 'detail') },
];

export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.main.root} replace /> },
  {
    path: paths.auth.root,
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to={paths.auth.signIn} replace /> },
      {
        path: paths.auth.signIn,
        ...page(async () => ({ Component: (await import('./pages/sign-in-page')).SignInPage })),
      },
      {
        path: paths.auth.signUp,
        ...page(async () => ({ Component: (await import('./pages/sign-up-page')).SignUpPage })),
      },
      {
        path: paths.auth.forgotPassword,
        ...page(async () => ({
          Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage,
        })),
      },
      {
        path: paths.auth.resetPassword,
        ...page(async () => ({
          Component: (await import('./pages/reset-password-page')).ResetPasswordPage,
        })),
      },
      {
        path: paths.auth.verifyOtp,
        ...page(async () => ({
          Component: (await import('./pages/verify-otp-page')).VerifyOtpPage,
        })),
      },
    ],
  },
  {
    element: <MainLayout />,
    children: [
      {
        path: paths.main.root,
        ...page(async () => ({ Component: (await import('./pages/home-page')).HomePage })),
      },
      {
        path: paths.profile,
        ...page(async () => ({ Component: (await import('./pages/profile-page')).ProfilePage })),
      },
      {
        path: paths.main.settings,
        ...page(async () => ({ Component: (await import('./pages/settings-page')).SettingsPage })),
      },
      { path: paths.main.complaints, ...placeholder('nav.complaints', 'list') },
      { path: paths.main.roleManagement, ...placeholder('nav.roleManagement', 'list') },
      { path: paths.main.holders.list, ...lazyPage(() => import('./pages/holder-list-page')) },
      { path: paths.main.holders.new, ...lazyPage(() => import('./pages/holder-new-page')) },
      {
        path: `${paths.main.holders.list}:id`,
        ...lazyPage(() => import('./pages/holder-detail-page')),
      },
      {
        path: paths.main.relayDepots.list,
        ...lazyPage(() => import('./pages/relay-depot-list-page')),
      },
      {
        path: paths.main.relayDepots.new,
        ...lazyPage(() => import('./pages/relay-depot-new-page')),
      },
      {
        path: `${paths.main.relayDepots.list}:id`,
        ...lazyPage(() => import('./pages/relay-depot-detail-page')),
      },
      ...moduleRoutes('nav.subcontractors', paths.main.subcontractors),
      ...moduleRoutes('nav.routing', paths.main.routing),
      { path: paths.main.removalVouchers.list, ...placeholder('nav.removalVouchers', 'list') },
      {
        path: `${paths.main.removalVouchers.list}:id`,
        ...placeholder('nav.removalVouchers', 'detail'),
      },
    ],
  },
  // Eager: a lazy route at the top level renders nothing on a cold load.
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
