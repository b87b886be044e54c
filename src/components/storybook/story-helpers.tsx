import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
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
import { errorBody } from '@mocks/fixtures';

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

/** MSW handlers for a GET that never answers: the loading state stays on screen. */
export const pendingGet = (path: string) => [
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** The server's message in the failure stories. */
export const unavailable = 'Le service est momentanément indisponible';

/** MSW handlers for a GET that fails with a 500 and `message`. */
export const failingGet = (path: string, message = unavailable) => [
  http.get(path, () =>
    HttpResponse.json(errorBody(500, '500:INTERNAL_SERVER_ERROR', message), { status: 500 }),
  ),
];

interface Canvas {
  canvasElement: HTMLElement;
}

/** A list's table waits for its rows. */
export const expectBusyTable = async ({ canvasElement }: Canvas) => {
  await expect(canvasElement.querySelector('table')).toHaveAttribute('aria-busy', 'true');
};

/** Something on screen says it is loading. */
export const expectBusy = async ({ canvasElement }: Canvas) => {
  await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
};

/** The failure's text shows with a way to try again; the mutator retries a 5xx once first. */
export const expectFailure = async (canvasElement: HTMLElement, text = unavailable) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(text)).toBeVisible(), { timeout: 5000 });
  await expect(canvas.getByRole('button', { name: /Réessayer|Retry/ })).toBeVisible();
};
