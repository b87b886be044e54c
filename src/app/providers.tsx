import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notifyError, Toaster } from '@/components/feedback/toaster';
import { UiProvider } from '@/components/ui/provider';
import { createQueryClient } from '@/lib/query-client';
import './i18n-loader';

/** The app's query client: every failed call is toasted. */
export const createAppQueryClient = () => createQueryClient((message) => notifyError(message));

/**
 * Everything a screen needs around it: theme, data, toasts. `queryClient` is the one the
 * router's loaders fill (main.tsx); without it, one of its own.
 */
export function Providers({
  queryClient: given,
  globalCss,
  children,
}: {
  queryClient?: QueryClient;
  /** Whether the page's stylesheet already carries Chakra's global CSS (`UiProvider`). */
  globalCss?: 'inserted' | 'stylesheet';
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <UiProvider globalCss={globalCss}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
