import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Complaint, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { complaintList } from '@/features/complaints/mocks/complaint-fixtures';
import {
  complaintHandlers,
  createComplaintStore,
  type ComplaintStore,
} from '@/features/complaints/mocks/complaint-handlers';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route and the session: slower on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * The app at `path` over a small complaints server, signed in as the administrator (complaints
 * READ, CREATE and UPDATE, holders READ) unless `user` says otherwise.
 */
export function renderComplaints(
  path: string,
  { user = users.admin, list = complaintList }: { user?: User; list?: Complaint[] } = {},
) {
  const store = createComplaintStore(list);
  server.use(...complaintHandlers(store));
  return { ...renderApp(path, { user }), store };
}

/** The requests of one method to one kind of path, in order. */
export const sent = (store: ComplaintStore, method: string, path: RegExp = /./) =>
  store.requests.filter((r) => r.method === method && path.test(r.url.pathname));

export const listRequests = (store: ComplaintStore) =>
  sent(store, 'GET', /\/complaints$/).map((r) => Object.fromEntries(r.url.searchParams));

export const drawer = () => screen.getByRole('dialog');

/** The drawer once it is there: its code is loaded when a record is first opened. */
export const findDrawer = () => screen.findByRole('dialog');

export const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

/** Picks `picked` in the photo input, as the file dialog would, whatever its `accept`. */
export async function pickPhoto(picked: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Ajouter une photo'), picked);
}
