import type { QueryClient } from '@tanstack/react-query';
import { parseListState } from '@/components/data-table/use-list-state';
import { modules } from '@/config/modules';
import { signedInUser } from '@/lib/current-user';
import { can } from '@/lib/permissions';
import { fetchEarly } from '@/lib/query-client';

/** A list's cache lifetime: the query client's default, which the list screens keep. */
const staleTime = 30_000;

/** The module whose list is at `pathname`, if any. */
export const moduleAt = (pathname: string) =>
  Object.values(modules).find((module) => module.paths.list === pathname);

/**
 * Asks for the data of the screen at `location` before the screen renders, where it is known
 * (a list: the page of rows the URL's search names); the screen's query adopts the request.
 * Only for a user who may read the list, as the screen itself: the user is known at once after
 * the first screen, and on a first visit as soon as the signed-in routes' loader has the answer.
 * The lists' declarations come with the first list's code (not in the entry, which the sign-in
 * page loads too), asked for beside the user. Called on a first visit (early-requests.ts, the
 * signed-in routes' loader) and on each change of URL within the app (router.tsx), so that the
 * rows never wait for the screen's code or for a render. Nothing waits for it.
 */
export const prefetchFor = (
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): void => {
  if (!moduleAt(location.pathname)) return;
  void Promise.all([import('@/config/lists'), signedInUser(queryClient)]).then(
    ([{ lists }, user]) => {
      const list = lists.find((candidate) => candidate.paths.list === location.pathname);
      if (!list || !can(user, list.resource, 'READ', list.mayRead)) return;
      const { queryKey, fetch } = list.requestFor(
        parseListState(new URLSearchParams(location.search), list.filterKeys),
      );
      void fetchEarly(queryClient, queryKey, staleTime, fetch);
    },
  );
};
