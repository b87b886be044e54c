import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, requestEarly } from './http-client';

/**
 * The one query client. Retries are the mutator's (once, never on a 4xx), so TanStack Query's
 * own are off. Every failure reaches `onError` with the message to show.
 */
export const createQueryClient = (onError: (message: string, error: unknown) => void) =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(messageOf(error), error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(messageOf(error), error) }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * Sends a query's request before the screen that makes the query exists (a route's loader), so
 * that its answer does not wait for the screen's code: `call` is the generated function the
 * query's hook calls, `queryKey` and `staleTime` the hook's. The screen's query adopts the
 * request in flight, or its failure (http-client.ts), and reports it as usual; an answer that
 * comes first goes into the cache under `queryKey`. Nothing is sent when the cache already has
 * a fresh answer or the query is fetching; the promise is then undefined.
 */
export const fetchEarly = <T>(
  client: QueryClient,
  queryKey: QueryKey,
  staleTime: number,
  call: () => Promise<T>,
): Promise<T> | undefined => {
  const state = client.getQueryState(queryKey);
  const fresh =
    state?.data !== undefined &&
    !state.isInvalidated &&
    Date.now() - state.dataUpdatedAt < staleTime;
  if (fresh || state?.fetchStatus === 'fetching') return undefined;
  const request = requestEarly(call);
  request.promise.then(
    (data) => {
      if (request.claim()) client.setQueryData(queryKey, data);
    },
    () => undefined,
  );
  return request.promise;
};

const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);
