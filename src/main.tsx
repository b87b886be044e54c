import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';

// `npm run dev:msw` answers every call in the browser; the import stays out of other builds.
const startMocks = async () => {
  if (import.meta.env.MODE !== 'msw') return;
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass' });
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await startMocks();
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
