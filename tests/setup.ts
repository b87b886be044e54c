import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { changeLanguage } from '@/lib/i18n/i18n';
// Every catalogue at once: screens render in tests without fetching their namespaces.
import '@/app/i18n-resources';
import { clearToasts, loadToaster } from '@/components/feedback/toaster';
import { loadCombobox } from '@/components/pickers/search-combobox';

// findBy and waitFor: screens load lazily, and CI shares 2 cores.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Chakra's overlays measure with.
globalThis.ResizeObserver ??= class {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
};
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
Object.defineProperty(Element.prototype, 'scrollTo', {
  configurable: true,
  value: () => undefined,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The comboboxes and the toasts themselves from the first render, not their stand-ins (the
// journeys, on the built app, meet the stand-ins: tests/e2e/holders.spec.ts).
beforeAll(async () => {
  await Promise.all([loadCombobox(), loadToaster()]);
});
afterEach(async () => {
  cleanup();
  // The toasts are one store for the whole page: a toast of one test must not show in the next.
  clearToasts();
  server.resetHandlers();
  localStorage.clear();
  await changeLanguage('fr');
});
afterAll(() => server.close());
