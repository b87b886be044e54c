import { modules, type ModuleKey } from './modules';

const modulePaths = Object.fromEntries(
  Object.entries(modules).map(([key, module]) => [key, module.paths]),
) as { [K in ModuleKey]: (typeof modules)[K]['paths'] };

/** Every path of the product, in one place, so that links and redirects cannot drift. */
export const paths = {
  root: '/',
  profile: '/profile/',
  auth: {
    root: '/auth',
    signIn: '/auth/signin/',
    signUp: '/auth/signup/',
    forgotPassword: '/auth/forgot-password/',
    resetPassword: '/auth/reset-password/',
    verifyOtp: '/auth/verify-otp/',
  },
  main: {
    root: '/main/',
    settings: '/main/settings',
    /** Extension: the organisation's regions and zones, for super administrators. */
    areas: '/main/settings/areas',
    /** Each module's list, new page and record page (`config/modules.ts`). */
    ...modulePaths,
  },
} as const;

/** Query parameters that routes share. */
export const searchParams = {
  /** Where a signed-out user was going; sign-in returns there. */
  redirect: 'redirect',
  /** Set when a PENDING user is sent to settings to change their password. */
  firstLogin: 'firstLogin',
  hashedOtp: 'hashedOtp',
  purpose: 'purpose',
} as const;
