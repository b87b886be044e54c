import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/routes';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
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
      { path: paths.main.complaints, ...lazyPage(() => import('./pages/complaint-list-page')) },
      { path: paths.main.roleManagement, ...lazyPage(() => import('./pages/user-list-page')) },
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
      {
        path: paths.main.subcontractors.list,
        ...lazyPage(() => import('./pages/subcontractor-list-page')),
      },
      {
        path: paths.main.subcontractors.new,
        ...lazyPage(() => import('./pages/subcontractor-new-page')),
      },
      {
        path: `${paths.main.subcontractors.list}:id`,
        ...lazyPage(() => import('./pages/subcontractor-detail-page')),
      },
      { path: paths.main.routing.list, ...lazyPage(() => import('./pages/tour-list-page')) },
      { path: paths.main.routing.new, ...lazyPage(() => import('./pages/tour-new-page')) },
      {
        path: `${paths.main.routing.list}:id`,
        ...lazyPage(() => import('./pages/tour-detail-page')),
      },
      {
        path: paths.main.removalVouchers.list,
        ...lazyPage(() => import('./pages/removal-voucher-list-page')),
      },
      {
        path: `${paths.main.removalVouchers.list}:id`,
        ...lazyPage(() => import('./pages/removal-voucher-detail-page')),
      },
    ],
  },
  // Eager: a lazy route at the top level renders nothing on a cold load.
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
