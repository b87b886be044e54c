import type { QueryClient } from '@tanstack/react-query';
import { getListHoldersQueryKey, listHolders } from '@generated/api/holders/holders';
import { parseListState } from '@/components/data-table/use-list-state';
import { signedInUser } from '@/lib/current-user';
import { can } from '@/lib/permissions';
import { fetchEarly } from '@/lib/query-client';
import { holderList } from './api/holder-list-params';

/** The list's cache lifetime: the query client's default, which `HolderListScreen` keeps. */
const staleTime = 30_000;

/**
 * Asks for the page of holders that the URL's search names, before `HolderListScreen` renders it
 * (its query adopts the request): only for a user who may read holders, as the screen itself;
 * the user is known at once after the first screen, and on a first visit as soon as the
 * signed-in routes' loader has the answer. Nothing waits for it.
 */
export const prefetchHolderList = (client: QueryClient, search: string): void => {
  const params = holderList.toParams(
    parseListState(new URLSearchParams(search), holderList.filterKeys),
  );
  void signedInUser(client).then((user) => {
    if (can(user, 'holder', 'READ')) {
      void fetchEarly(client, getListHoldersQueryKey(params), staleTime, () => listHolders(params));
    }
  });
};
