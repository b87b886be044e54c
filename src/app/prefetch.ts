import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '@generated/model';
import { uuid } from '@/components/data-table/list-params';
import { parseListState } from '@/components/data-table/use-list-state';
import { lists } from '@/config/lists';
import { moduleEntries, modules } from '@/config/modules';
import { paths } from '@/config/routes';
import { cardCountOf, homeStatsRequest, readableFigures } from '@/features/home/api/home-figures';
import { registerRequest, registerStateOf } from '@/features/origin-register/api/register-state';
import { signedInUser } from '@/lib/current-user';
import { can } from '@/lib/permissions';
import { fetchEarly } from '@/lib/query-client';

/** A screen's cache lifetime: the query client's default, which the screens keep. */
const staleTime = 30_000;

type Request = { queryKey: QueryKey; fetch: () => Promise<unknown> };

/** What a screen asks for first, known from its URL: where it is, the user's right, the request. */
interface FirstRequest {
  matches: (pathname: string) => boolean;
  mayRead: (user: User | undefined) => boolean;
  requestFor: (location: { pathname: string; search: string }) => Request | undefined;
}

const at = (path: string) => (pathname: string) => pathname === path;

/** The record id of a record page's path under `list` (a list's paths end with a slash). */
const recordIdAt = (list: string, pathname: string) => {
  const id = pathname.startsWith(list) ? uuid.parse(pathname.slice(list.length)) : undefined;
  return typeof id === 'string' ? id : undefined;
};

/** The module whose list or record page is at `pathname`, if any: its key, namespace and screen. */
export const moduleScreenAt = (pathname: string) => {
  for (const [key, module] of moduleEntries) {
    if (module.paths.list === pathname) return { key, ns: module.ns, screen: 'list' as const };
    if (recordIdAt(module.paths.list, pathname)) {
      return { key, ns: module.ns, screen: 'detail' as const };
    }
  }
  return undefined;
};

/**
 * Every list's page of rows and each of its records, the home page's figures, and the origin
 * register's page.
 */
const firstRequests: FirstRequest[] = [
  ...lists.map((list) => ({
    matches: at(list.paths.list),
    mayRead: (user: User | undefined) => can(user, list.resource, 'READ', list.mayRead),
    requestFor: ({ search }: { search: string }) =>
      list.requestFor(parseListState(new URLSearchParams(search), list.filterKeys)),
  })),
  ...lists.flatMap(({ paths: { list }, resource, record }) =>
    record
      ? [
          {
            matches: (pathname: string) => recordIdAt(list, pathname) !== undefined,
            mayRead: (user: User | undefined) => can(user, resource, 'READ'),
            requestFor: ({ pathname }: { pathname: string }) => {
              const id = recordIdAt(list, pathname)!;
              return { queryKey: record.key(id), fetch: () => record.fetch(id) };
            },
          },
        ]
      : [],
  ),
  {
    matches: at(paths.main.root),
    mayRead: (user) => cardCountOf(readableFigures(user)) > 0,
    requestFor: () => homeStatsRequest,
  },
  {
    matches: at(paths.main.originRegister.list),
    mayRead: (user) => can(user, modules.originRegister.resource, 'READ'),
    requestFor: ({ search }) => registerRequest(registerStateOf(new URLSearchParams(search))),
  },
];

/**
 * Asks for the data of the screen at `location` before the screen renders, where it is known (a
 * list: the page of rows the URL's search names; a record: itself; the home page: its figures;
 * the origin register: its period's page); the screen's query adopts the request.
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
  const screen = firstRequests.find((candidate) => candidate.matches(location.pathname));
  if (!screen) return;
  await signedInUser(queryClient).then((user) => {
    if (!screen.mayRead(user)) return;
    const request = screen.requestFor(location);
    if (request) void fetchEarly(queryClient, request.queryKey, staleTime, request.fetch);
  });
};
