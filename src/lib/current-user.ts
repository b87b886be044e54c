import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import {
  getCurrentUser,
  getGetCurrentUserQueryKey,
  useGetCurrentUser,
} from '@generated/api/auth/auth';
import type { User } from '@generated/model';
import { fetchEarly } from './query-client';
import { clearToken, getToken, useToken } from './session';

const staleTime = 5 * 60_000;
let pendingUser: Promise<User> | undefined;

/**
 * Asks who is signed in before the screens that need it are loaded (the signed-in routes'
 * loader), when a token is stored and the answer is not already known; `useSession` adopts it.
 */
export const prefetchCurrentUser = (client: QueryClient): void => {
  pendingUser = getToken()
    ? fetchEarly(client, getGetCurrentUserQueryKey(), staleTime, () => getCurrentUser())
    : undefined;
};

/**
 * The signed-in user, from the cache or from the early request (asking now if there is none);
 * undefined when signed out or when the question fails (`useSession` reports that). For
 * loaders, which must not ask for what the user may not read.
 */
export const signedInUser = async (client: QueryClient): Promise<User | undefined> => {
  if (!getToken()) return undefined;
  const known = client.getQueryData<User>(getGetCurrentUserQueryKey());
  if (known) return known;
  if (!pendingUser) prefetchCurrentUser(client);
  return pendingUser?.catch(() => undefined);
};

export type SessionState =
  | { status: 'signed-out'; user?: undefined }
  | { status: 'loading'; user?: undefined }
  | { status: 'signed-in'; user: User };

/**
 * Who is signed in. No stored token means signed out, and only a stored token asks the server;
 * a 401 on that question clears the token (the session is over).
 */
export function useSession(): SessionState {
  const token = useToken();
  const currentUser = useGetCurrentUser({ query: { enabled: !!token, staleTime } });
  const rejected = currentUser.error?.status === 401;
  useEffect(() => {
    if (rejected) clearToken();
  }, [rejected]);

  if (!token || rejected) return { status: 'signed-out' };
  if (currentUser.data) return { status: 'signed-in', user: currentUser.data };
  return { status: 'loading' };
}

/** The signed-in user, for every screen behind the session guard. */
export const CurrentUserContext = createContext<User | undefined>(undefined);

export const useCurrentUser = (): User | undefined => useContext(CurrentUserContext);
