import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_LocationContext as LocationContext,
} from 'react-router';
import type { User } from '../../../../generated/model';
import { users } from '../../../../mocks/fixtures';
import { CurrentUserContext } from '@/lib/current-user';
import { i18n } from '@/lib/i18n/i18n';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

// The app registers feature namespaces in src/app, which a feature may not import; the stories
// register their own.
i18n.addResourceBundle('fr', 'complaints', fr, true, true);
i18n.addResourceBundle('en', 'complaints', en, true, true);

/** The complaints namespace in the story's language, to assert what the user reads. */
export const complaintsText = (locale: unknown) => (locale === 'en' ? en : fr);

/** Signed in as the administrator (complaints READ, CREATE, UPDATE) unless `parameters.user`. */
export const withUser: Decorator = (Story, { parameters }) => (
  <CurrentUserContext.Provider value={(parameters.user as User | undefined) ?? users.admin}>
    <Story />
  </CurrentUserContext.Provider>
);

function DataRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }),
  );
  // The preview's MemoryRouter is outside; this router must not look nested in it.
  return (
    <LocationContext.Provider value={null as never}>
      <RouterProvider router={router} />
    </LocationContext.Provider>
  );
}

/**
 * The drawer lives in the URL and its form asks before leaving with edits (useBlocker, which
 * needs a data router): the story runs in one, at `parameters.path`.
 */
export const inDataRouter: Decorator = (Story, { parameters }) => (
  <DataRouter path={(parameters.path as string | undefined) ?? '/main/complaints'}>
    <Story />
  </DataRouter>
);
