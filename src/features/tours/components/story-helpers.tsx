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
i18n.addResourceBundle('fr', 'tours', fr, true, true);
i18n.addResourceBundle('en', 'tours', en, true, true);

/** The tours namespace in the story's language, to assert what the user reads. */
export const tourText = (locale: unknown) => (locale === 'en' ? en : fr);

/** A text of the namespace with its {{values}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Someone who may read tours, and nothing else about them. */
export const tourReader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, tour: 'READ' },
};

/** Someone without any right on tours. */
export const noTours: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, tour: undefined },
};

/** A signed-in user: the administrator unless `parameters.user` says otherwise. */
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
 * The form asks before leaving with edits (useBlocker), which needs a data router: the story
 * runs in one, at `parameters.path`.
 */
export const inDataRouter: Decorator = (Story, { parameters }) => (
  <DataRouter path={(parameters.path as string | undefined) ?? '/main/routing/'}>
    <Story />
  </DataRouter>
);
