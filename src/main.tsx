// First: the requests that need no screen code leave before the rest is evaluated.
import { queryClient, reportErrorsWith } from './app/early-requests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
// Chakra's global CSS with our theme, built with the app (scripts/lib/chakra-global-css.ts).
import 'virtual:chakra-global.css';
import { notifyError } from '@/components/feedback/toaster';
import { getSystem } from '@/components/ui/theme';
import { i18nReady } from '@/lib/i18n/i18n';
import { Providers } from './app/providers';
import { createRouter } from './app/router';

// `npm run dev:msw` answers every call in the browser; the import stays out of other builds.
const startMocks = async () => {
  if (import.meta.env.MODE !== 'msw') return;
  const { worker } = await import('@mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass' });
};

reportErrorsWith(notifyError);

/** Once the router's first navigation is done: its screen's code, catalogues and loaders. */
const routerReady = (router: ReturnType<typeof createRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await startMocks();
// The router starts at once: the first screen's code, its catalogues and its data (loaders)
// load together, while index.html's splash is on screen and Chakra's system is built. React
// renders once all of it is there, so that its first render is the screen itself, in one task.
// (Rendered earlier, React drew the router's splash, then the screen in the router's update: a
// transition, whose render yields to the browser every few milliseconds; the first screen came
// about a tenth later so.)
const router = createRouter(queryClient);
getSystem();
await Promise.all([i18nReady, routerReady(router)]);
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} globalCss="stylesheet">
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
