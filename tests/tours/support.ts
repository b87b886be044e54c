import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Tour, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  createTourStore,
  tourHandlers,
  type TourStore,
} from '@/features/tours/mocks/tour-handlers';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route and the session, and a tour is built with
// many clicks: slower than the defaults on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Reads tours, may neither create nor edit them. */
export const reader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, tour: 'READ' },
};

/** The app at `path` over a small tour server; `store` holds its data and what it received. */
export function renderTours(
  path: string,
  { user = users.admin, tours }: { user?: User; tours?: Tour[] } = {},
) {
  const store = createTourStore(tours);
  server.use(...tourHandlers(store));
  return { ...renderApp(path, { user }), store };
}

/** The requests of one method to one kind of path, in order. */
export const sent = (store: TourStore, method: string, path: RegExp = /./) =>
  store.requests.filter((r) => r.method === method && path.test(r.url.pathname));

/** Opens a search field's list and picks the option of that name. */
export async function pick(user: UserEvent, label: RegExp | string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The stops' names, in the order shown. */
export const shownStops = () =>
  within(screen.getByRole('list', { name: "Arrêts, dans l'ordre de passage" }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

/** Adds holders of the zone's list by name, in that order. */
export async function addHolders(user: UserEvent, ...names: string[]) {
  for (const name of names) {
    await user.click(await screen.findByRole('button', { name: `Ajouter ${name} à la tournée` }));
  }
}

/** A row's link: the tour's reference, which tells two tours of one zone apart. */
export const tourLink = (reference: string) => ({ name: reference });
