import { notifyError } from '@/components/feedback/toaster-store';
import { paths } from '@/config/routes';
import { prefetchHolderList } from '@/features/holders/route';
import { prefetchCurrentUser } from '@/lib/current-user';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

// Imported first by main.tsx, so evaluated before most of the app's code (the design system,
// React's renderer, the screens): the requests a first visit needs leave now, while the rest
// is evaluated, and the routes' loaders and the screens' queries adopt them.

/** The app's query client: every failed call is toasted (as Providers' own). */
export const queryClient = createQueryClient((message) => notifyError(message));

// Not under `npm run dev:msw`, whose mock answers only once main.tsx has started it: there the
// loaders ask, once the router exists.
if (import.meta.env.MODE !== 'msw') {
  prefetchCurrentUser(queryClient);
  // The rows as soon as the user is known to be allowed to read them, and the screen's messages
  // (the route's loader and lazy loading ask the same, later, and adopt these requests).
  if (window.location.pathname === paths.main.holders.list) {
    prefetchHolderList(queryClient, window.location.search);
    void loadNamespaces(['holders']);
  }
}
