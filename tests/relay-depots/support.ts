import { configure, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { RelayDepot, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { relayDepots } from '@/features/relay-depots/mocks/relay-depot-fixtures';
import {
  createDepotStore,
  relayDepotHandlers,
  type DepotStore,
} from '@/features/relay-depots/mocks/relay-depot-handlers';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route and the session, and a form takes many
// keystrokes: slower than the defaults on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Reads depots, may neither create nor edit them. */
export const reader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, relayDepot: 'READ' },
};

/** The app at `path` over a small depot server; `store` holds its depots and what it received. */
export function renderDepots(
  path: string,
  { user = users.admin, depots = relayDepots }: { user?: User; depots?: RelayDepot[] } = {},
) {
  const store = createDepotStore(depots);
  server.use(...relayDepotHandlers(store));
  return { ...renderApp(path, { user }), store };
}

/** The requests of one method to one kind of path, in order. */
export const sent = (store: DepotStore, method: string, path: RegExp = /./) =>
  store.requests.filter((r) => r.method === method && path.test(r.url.pathname));

export const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Types a whole depot into the form, the defaults overridden by `values`. */
export async function fillDepotForm(
  user: UserEvent,
  values: Partial<
    Record<
      'code' | 'name' | 'capacity' | 'quantity' | 'address' | 'lat' | 'lng' | 'email' | 'phone',
      string
    >
  > = {},
) {
  const all = {
    code: 'DR-KAI-01',
    name: 'Dépôt relais Kairouan',
    capacity: '9000',
    quantity: '',
    address: 'Route de Sousse, Kairouan',
    lat: '35,6781',
    lng: '10,0963',
    email: 'kairouan@depots-huile.tn',
    phone: '+216 77 230 100',
    ...values,
  };
  const labels = {
    code: /^Code/,
    name: /^Nom/,
    capacity: /^Capacité/,
    quantity: /^Quantité/,
    address: /^Adresse/,
    lat: /^Latitude/,
    lng: /^Longitude/,
    email: /^E-mail/,
    phone: /^Téléphone/,
  } as const;
  for (const [key, label] of Object.entries(labels)) {
    const input = field(label);
    await user.clear(input);
    await user.click(input);
    const value = all[key as keyof typeof all];
    // Pasted rather than typed key by key: the rules are about values, not keystrokes.
    if (value) await user.paste(value);
  }
}
