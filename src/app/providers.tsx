import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notifyError, Toaster } from '@/components/feedback/toaster';
import { UiProvider } from '@/components/ui/provider';
import { createQueryClient } from '@/lib/query-client';
import './i18n-resources';

/** Everything a screen needs around it: theme, data, toasts. Every failed call is toasted. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient((message) => notifyError(message)));
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
