import { faker } from '@faker-js/faker/locale/fr';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { handlers } from '@mocks/handlers';
import { loadToaster } from '../src/components/feedback/toaster';
import { loadCombobox } from '../src/components/pickers/search-combobox';
// Imported here, the code the app loads on demand: the stories' browser runner fails a module
// first imported during a story.
import '../src/components/pickers/combobox-field';
import '../src/components/form/unsaved-changes-dialog';
import { setColorMode } from '../src/components/ui/color-mode';
import { UiProvider } from '../src/components/ui/provider';
import { changeLanguage, languages, type Language } from '../src/lib/i18n/i18n';
import { createQueryClient } from '../src/lib/query-client';

// As in the screen tests (tests/setup.ts): on a busy machine (the gate runs suites side by side)
// what a story waits for can take longer than the default second to show.
configure({ asyncUtilTimeout: 3000 });

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

// Handlers given to setupWorker survive the loader's resetHandlers between stories, so every
// story starts from the whole generated contract and `parameters.msw.handlers` only overrides.
const startWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
};

// Stories share the iframe's origin: a token left by one story (the shell signs in) would make
// another's 401 end that session and reload the page.
const clearStorage: Loader = () => {
  localStorage.clear();
  return {};
};

// The same fake data on every run, so that screenshots of a story can be compared.
const seedFaker: Loader = () => {
  faker.seed(20_240_601);
  return {};
};

// Loaders rather than decorators: the story must render in the right language and mode from its
// first frame, and loaders run again when a toolbar global changes.
const applyLocale: Loader = async ({ globals }) => {
  await changeLanguage(isLanguage(globals.locale) ? globals.locale : 'fr');
  return {};
};

// The comboboxes and the toasts themselves from a story's first frame, not their stand-ins.
const loadOnDemandCode: Loader = async () => {
  await Promise.all([loadCombobox(), loadToaster()]);
  return {};
};

const applyColorMode: Loader = ({ globals }) => {
  setColorMode(globals.colorMode === 'dark' ? 'dark' : 'light');
  return {};
};

function StoryProviders({
  initialEntries,
  children,
}: {
  initialEntries: string[];
  children: ReactNode;
}) {
  // One client per story: a cached answer from one story must never show up in another.
  const [queryClient] = useState(() => createQueryClient(() => undefined));
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      </QueryClientProvider>
    </UiProvider>
  );
}

const withProviders: Decorator = (Story, { id, parameters }) => (
  <StoryProviders
    key={id}
    initialEntries={
      (parameters.router as { initialEntries?: string[] } | undefined)?.initialEntries ?? ['/']
    }
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [
    clearStorage,
    seedFaker,
    applyLocale,
    applyColorMode,
    loadOnDemandCode,
    mswLoader(startWorker),
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Langue',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français', right: 'FR' },
          { value: 'en', title: 'English', right: 'EN' },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr', colorMode: 'light' },
  parameters: {
    layout: 'padded',
    // A violation fails the story's test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
