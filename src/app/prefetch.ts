import type { QueryClient } from '@tanstack/react-query';
import { parseListState } from '@/components/data-table/use-list-state';
import { lists } from '@/config/lists';
import { moduleEntries } from '@/config/modules';
import { signedInUser } from '@/lib/current-user';
import { can } from '@/lib/permissions';
import { fetchEarly } from '@/lib/query-client';

/** A list's cache lifetime: the query client's default, which the list screens keep. */
const staleTime = 30_000;

/** The module whose list is at `pathname`, if any, with its key. */
export const moduleAt = (pathname: string) =>
  moduleEntries
    .map(([key, module]) => ({ key, ...module }))
    .find((module) => module.paths.list === pathname);

/**
 * Asks for the data of the screen at `location` before the screen renders, where it is known
 * (a list: the page of rows the URL's search names); the screen's query adopts the request.
 * Only for a user who may read the list, as the screen itself: the user is known at once after
 * the first screen, and on a first visit as soon as index.html's question is answered. The lists'
 * declarations are in the entry (a few KB): loaded with the first list's code, the request waited
 * for that chunk and then for the end of the entry's evaluation. Called on a first visit
 * (early-requests.ts, the signed-in routes' loader) and on each change of URL within the app
 * (router.tsx), so that the rows never wait for the screen's code or for a render. Settles once
 * the request is sent or known not to be needed; only the first visit waits for that, briefly.
 */
export const prefetchFor = async (
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> => {
  const list = lists.find((candidate) => candidate.paths.list === location.pathname);
  if (!list) return;
  await signedInUser(queryClient).then((user) => {
    if (!can(user, list.resource, 'READ', list.mayRead)) return;
    const { queryKey, fetch } = list.requestFor(
      parseListState(new URLSearchParams(location.search), list.filterKeys),
    );
    void fetchEarly(queryClient, queryKey, staleTime, fetch);
  });
};
