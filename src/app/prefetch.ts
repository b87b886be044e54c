import type { QueryClient } from '@tanstack/react-query';
import { parseListState } from '@/components/data-table/use-list-state';
import { lists } from '@/config/lists';
import { signedInUser } from '@/lib/current-user';
import { can } from '@/lib/permissions';
import { fetchEarly } from '@/lib/query-client';

/** A list's cache lifetime: the query client's default, which the list screens keep. */
const staleTime = 30_000;

/** The list whose screen is at `pathname`, if any. */
export const listAt = (pathname: string) => lists.find((list) => list.paths.list === pathname);

/**
 * Asks for the data of the screen at `location` before the screen renders, where it is known
 * (a list: the page of rows the URL's search names); the screen's query adopts the request.
 * Only for a user who may read the list, as the screen itself: the user is known at once after
 * the first screen, and on a first visit as soon as the signed-in routes' loader has the answer.
 * Called on a first visit (early-requests.ts, the signed-in routes' loader) and on each change of
 * URL within the app (router.tsx), so that the rows never wait for the code or for a render.
 * Nothing waits for it.
 */
export const prefetchFor = (
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): void => {
  const list = listAt(location.pathname);
  if (!list) return;
  const { queryKey, fetch } = list.requestFor(
    parseListState(new URLSearchParams(location.search), list.filterKeys),
  );
  void signedInUser(queryClient).then((user) => {
    if (can(user, list.resource, 'READ', list.mayRead)) {
      void fetchEarly(queryClient, queryKey, staleTime, fetch);
    }
  });
};
