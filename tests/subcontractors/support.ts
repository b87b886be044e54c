import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Subcontractor, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  companyManager,
  subcontractors,
} from '@/features/subcontractors/mocks/subcontractor-fixtures';
import {
  createSubcontractorStore,
  subcontractorHandlers,
  type SubcontractorStore,
} from '@/features/subcontractors/mocks/subcontractor-handlers';
import { renderApp } from '../render';
import { choose, field, fill, labelled, picker } from '../form-fields';

// The first screen of a file loads its lazy route and the session, and a form takes many
// keystrokes: slower than the defaults on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Reads companies, may neither create nor edit them. */
export const reader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, subcontractor: 'READ' },
};

/** The app at `path` over a small subcontractor server; `store` holds what it received. */
export function renderSubcontractors(
  path: string,
  { user = companyManager, list = subcontractors }: { user?: User; list?: Subcontractor[] } = {},
) {
  const store = createSubcontractorStore(list);
  server.use(...subcontractorHandlers(store));
  const view = renderApp(path, { user });
  // No pause between keys nor pointer-events check on every click: the form has many fields.
  return {
    ...view,
    store,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** The requests of one method to one kind of path, in order. */
export const sent = (store: SubcontractorStore, method: string, path: RegExp = /./) =>
  store.requests.filter((r) => r.method === method && path.test(r.url.pathname));

export { choose, field, fill, labelled, picker };

export const vehicle = (n: number) => field(`Capacité du véhicule ${n} (L)`);

/** Every field of a valid new company, the defaults overridden by `values`. */
export async function fillValidSubcontractor(
  user: UserEvent,
  values: Partial<Record<string, string>> = {},
) {
  const all: Record<string, string> = {
    Prénom: 'Rania',
    Nom: 'Jelassi',
    'E-mail': 'rania@collecte-sahel.tn',
    Téléphone: '',
    CIN: '11223344',
    'Nom de la société': 'Collecte Nabeul',
    'Début du contrat': '2026-03-01',
    'Fin du contrat': '2028-02-29',
    'Capacité de collecte (L/mois)': '2 500,5',
    'Capacité des cuves affectées (L)': '1800',
    'Taille de la flotte': '2',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) await fill(user, label, value ?? '');
  await choose(user, 'Zone', 'Cap Bon');
  await choose(user, 'Dépôt relais', 'Dépôt relais Nabeul · DR-NAB-01');
}

/**
 * Contracts expire: the screens of a test file are read on a fixed day, 24 November 2026 (only
 * `Date` is faked, timers run).
 */
export function readOnAFixedDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
}
