import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ContractLoopPage } from './app/contract-loop-page';
import './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';

// `npm run dev:msw` answers every call in the browser; the import stays out of other builds.
const startMocks = async () => {
  if (import.meta.env.MODE !== 'msw') return;
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass' });
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await startMocks();
const queryClient = createQueryClient((message) => console.error(message));
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ContractLoopPage />
    </QueryClientProvider>
  </StrictMode>,
);
