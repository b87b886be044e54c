import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_LocationContext as LocationContext,
} from 'react-router';
import type { User } from '@generated/model';
import { CurrentUserContext } from '@/lib/current-user';
import commonEn from '@/lib/i18n/en.json';
import commonFr from '@/lib/i18n/fr.json';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Registers a feature's namespace for its stories and gives its texts in the story's language,
 * to assert what the user reads. The app registers namespaces in src/app, which a feature may
 * not import; the stories must render translated whatever the preview loads.
 */
export function storyTexts<Fr, En>(namespace: string, fr: Fr, en: En) {
  i18n.addResourceBundle('fr', namespace, fr, true, true);
  i18n.addResourceBundle('en', namespace, en, true, true);
  return (locale: unknown): Fr | En => (locale === 'en' ? en : fr);
}

/** The common namespace's texts in the story's language: the form rules' messages among them. */
export const commonText = (locale: unknown) => (locale === 'en' ? commonEn : commonFr);

/** A text of a namespace with its {{values}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Signed in as `fallback` unless the story's `parameters.user` says otherwise. */
export const signedInAs =
  (fallback: User): Decorator =>
  (Story, { parameters }) => (
    <CurrentUserContext.Provider value={(parameters.user as User | undefined) ?? fallback}>
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
 * Forms ask before leaving with edits (useBlocker) and drawers live in the URL, which needs a
 * data router: the story runs in one, at `parameters.path` or else `fallbackPath`.
 */
export const inDataRouterAt =
  (fallbackPath: string): Decorator =>
  (Story, { parameters }) => (
    <DataRouter path={(parameters.path as string | undefined) ?? fallbackPath}>
      <Story />
    </DataRouter>
  );
