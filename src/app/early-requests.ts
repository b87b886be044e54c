import { prefetchCurrentUser } from '@/lib/current-user';
import { loadNamespaces } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
// The features' catalogues are known before the screen's namespace is asked for below.
import './i18n-loader';
import { moduleScreens, type ModuleScreens } from './modules';
import { moduleScreenAt, prefetchFor } from './prefetch';

// Imported first by main.tsx, so evaluated before most of the app's code (the design system,
// React's renderer, the screens): the requests a first visit needs leave now, while the rest
// is evaluated, and the routes' loaders and the screens' queries adopt them.

let report: (message: string) => void = () => undefined;

/**
 * Who shows a failed call's message: the toasts, which main.tsx hands over as soon as its
 * imports are evaluated, in the same task as this module, so before any answer can arrive
 * (the toasts' code is not evaluated before the requests leave).
 */
export const reportErrorsWith = (reporter: (message: string) => void) => {
  report = reporter;
};

/** The app's query client: every failed call is toasted (as Providers' own). */
export const queryClient = createQueryClient((message) => report(message));

// Not under `npm run dev:msw`, whose mock answers only once main.tsx has started it: there the
// loaders ask, once the router exists.
if (import.meta.env.MODE !== 'msw') {
  prefetchCurrentUser(queryClient);
  // The rows first, as soon as the user is known to be allowed to read them (the signed-in
  // routes' loader and the lazy route ask the same, later, and adopt them): the rest of the
  // app's code is evaluated after a short pause (at most 50 ms) for the user's answer, which
  // index.html asked for and which is often there already, so that the server answers while the
  // browser evaluates, instead of after.
  const rows = prefetchFor(queryClient, window.location);
  await Promise.race([rows, new Promise((resolve) => setTimeout(resolve, 50))]);
  // Then the screen's messages and code (the router's lazy route takes the same module): asked
  // for after the rows, whose request would otherwise wait behind them for one of the browser's
  // six connections to the server.
  const module = moduleScreenAt(window.location.pathname);
  const screens: ModuleScreens | undefined = module && moduleScreens[module.key];
  const screen = module && screens?.[module.screen];
  if (module && screen) {
    void screen.load();
    // Its own namespace and those it words other records in (the History screen's ten).
    void loadNamespaces([module.ns, ...(screen.namespaces ?? [])]);
  }
}
