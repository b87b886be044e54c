import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '@generated/model';
import { parseListState } from '@/components/data-table/use-list-state';
import { lists } from '@/config/lists';
import { moduleEntries, modules } from '@/config/modules';
import { paths } from '@/config/routes';
import { cardCountOf, homeStatsRequest, readableFigures } from '@/features/home/api/home-figures';
import { registerRequest, registerStateOf } from '@/features/origin-register/register-state';
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

/** What a screen asks for first, known from its URL: the user's right, and the request. */
interface FirstRequest {
  path: string;
  mayRead: (user: User | undefined) => boolean;
  requestFor: (
    search: URLSearchParams,
  ) => { queryKey: QueryKey; fetch: () => Promise<unknown> } | undefined;
}

/** Every list's page of rows, the home page's figures, and the origin register's page. */
const firstRequests: FirstRequest[] = [
  ...lists.map((list) => ({
    path: list.paths.list,
    mayRead: (user: User | undefined) => can(user, list.resource, 'READ', list.mayRead),
    requestFor: (search: URLSearchParams) =>
      list.requestFor(parseListState(search, list.filterKeys)),
  })),
  {
    path: paths.main.root,
    mayRead: (user) => cardCountOf(readableFigures(user)) > 0,
    requestFor: () => homeStatsRequest,
  },
  {
    path: paths.main.originRegister.list,
    mayRead: (user) => can(user, modules.originRegister.resource, 'READ'),
    requestFor: (search) => registerRequest(registerStateOf(search)),
  },
];

/**
 * Asks for the data of the screen at `location` before the screen renders, where it is known
 * (a list: the page of rows the URL's search names; the home page: its figures; the origin
 * register: its period's page);
 * the screen's query adopts the request.
 * Only for a user who may read the screen, as the screen itself: the user is known at once after
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
  const screen = firstRequests.find((candidate) => candidate.path === location.pathname);
  if (!screen) return;
  await signedInUser(queryClient).then((user) => {
    if (!screen.mayRead(user)) return;
    const request = screen.requestFor(new URLSearchParams(location.search));
    if (request) void fetchEarly(queryClient, request.queryKey, staleTime, request.fetch);
  });
};
