import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/routes';
import { prefetchHolderList } from '@/features/holders/route';

/**
 * Asks for the data of the screen at `location` before the screen renders, where it is known
 * (the holders list: its page of rows); the screen's queries adopt the requests. Called on a
 * first visit (early-requests.ts, the signed-in routes' loader) and on each change of URL
 * within the app (router.tsx), so that the rows never wait for the code or for a render.
 */
export const prefetchFor = (
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): void => {
  if (location.pathname === paths.main.holders.list) {
    prefetchHolderList(queryClient, location.search);
  }
};
