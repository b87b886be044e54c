import { createContext, useContext, useEffect } from 'react';
import { useGetCurrentUser } from '../../generated/api/auth/auth';
import type { User } from '../../generated/model';
import { clearToken, useToken } from './session';

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
  const currentUser = useGetCurrentUser({
    query: { enabled: !!token, staleTime: 5 * 60_000 },
  });
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
