import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { User } from '@generated/model';
import { server } from '@mocks/node';
import { accounts, userAccounts } from '@/features/users/mocks/user-fixtures';
import {
  createUserStore,
  userHandlers,
  type UserStore,
} from '@/features/users/mocks/user-handlers';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route and the session, and a form takes many
// keystrokes: slower than the defaults on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * The app at `path` over a small users server, signed in as the administrator with every right
 * in Nord unless `user` says otherwise; `store` holds the accounts and the requests.
 */
export function renderUsers(
  path: string,
  { user = accounts.amira, list = userAccounts }: { user?: User; list?: User[] } = {},
) {
  const store = createUserStore(list);
  server.use(...userHandlers(store));
  return { ...renderApp(path, { user }), store };
}

/** The requests of one method to one kind of path, in order. */
export const sent = (store: UserStore, method: string, path: RegExp = /./) =>
  store.requests.filter((r) => r.method === method && path.test(r.url.pathname));

export const drawer = () => screen.getByRole('dialog');

/** The drawer once it is there: its code is loaded when a record is first opened. */
export const findDrawer = () => screen.findByRole('dialog');

export const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Pastes values into the identity fields, by their French labels. */
export async function fillIdentity(
  user: UserEvent,
  values: Partial<Record<'firstName' | 'lastName' | 'cin' | 'email' | 'phone', string>>,
) {
  const labels = {
    firstName: /^Prénom/,
    lastName: /^Nom/,
    cin: /^CIN/,
    email: /^E-mail/,
    phone: /^Téléphone/,
  } as const;
  for (const [key, value] of Object.entries(values)) {
    const input = field(labels[key as keyof typeof labels]);
    await user.clear(input);
    await user.click(input);
    if (value) await user.paste(value);
  }
}

/** Picks an option of a searchable area field by typing part of its name. */
export async function pick(user: UserEvent, label: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

export const box = (name: string) => screen.getByRole('checkbox', { name });
