import { searchParams } from '@/config/routes';

/** The reset-password screen's search parameter: the token verifyOtp answered for recovery. */
export const resetTokenParam = 'token';

/** `purpose` on the code screen when the code was asked for by forgot-password. */
export const resetPurpose = 'reset';

/**
 * A link to another auth screen that carries `redirect` along, so that whichever way the user
 * ends up signed in (code, or new password), the layout returns them where they were going.
 */
export function authUrl(
  pathname: string,
  current: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams(extra);
  const redirect = current.get(searchParams.redirect);
  if (redirect) search.set(searchParams.redirect, redirect);
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Router state of the sign-in screen right after a password reset: it says so. */
export const passwordResetState = { passwordReset: true } as const;

export function isPasswordResetState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'passwordReset' in state;
}
