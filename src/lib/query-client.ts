import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http-client';

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

const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);
