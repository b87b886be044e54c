import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The bearer token of the signed-in user; none means signed out. */
export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const setToken = (token: string): void => {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
};

export const clearToken = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stored token, re-rendering when sign-in or sign-out changes it. */
export const useToken = (): string | null => useSyncExternalStore(subscribe, getToken);

/** Side effects of an expired session, replaceable in tests (jsdom cannot reload). */
export const sessionEffects = {
  reload: (): void => window.location.reload(),
};

/** The rule of a `401:UNAUTHORIZED` answer: forget everything stored and start over. */
export const endSession = (): void => {
  localStorage.clear();
  sessionEffects.reload();
};
