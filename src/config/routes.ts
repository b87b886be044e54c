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
    complaints: '/main/complaints',
    subcontractors: module('subcontractors'),
    routing: module('routing'),
    roleManagement: '/main/role-management/',
    removalVouchers: module('removal-vouchers'),
    relayDepots: module('relay-depots'),
    holders: module('holders'),
  },
} as const;

function module(name: string) {
  return {
    list: `/main/${name}/`,
    new: `/main/${name}/new`,
    detail: (id: string) => `/main/${name}/${id}`,
  } as const;
}

/** Query parameters that routes share. */
export const searchParams = {
  /** Where a signed-out user was going; sign-in returns there. */
  redirect: 'redirect',
  /** Set when a PENDING user is sent to settings to change their password. */
  firstLogin: 'firstLogin',
  hashedOtp: 'hashedOtp',
  purpose: 'purpose',
} as const;
