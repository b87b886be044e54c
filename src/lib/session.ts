const TOKEN_KEY = 'token';

/** The bearer token of the signed-in user; none means signed out. */
export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);

export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

/** Side effects of an expired session, replaceable in tests (jsdom cannot reload). */
export const sessionEffects = {
  reload: (): void => window.location.reload(),
};

/** The rule of a `401:UNAUTHORIZED` answer: forget everything stored and start over. */
export const endSession = (): void => {
  localStorage.clear();
  sessionEffects.reload();
};
