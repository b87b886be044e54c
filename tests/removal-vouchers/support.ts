import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { RemovalVoucher, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  createVoucherStore,
  voucherHandlers,
  type VoucherStore,
} from '@/features/removal-vouchers/mocks/removal-voucher-handlers';
import { amendedVoucher } from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route and the session: slower than the defaults on
// a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Reads vouchers, may not decide them. */
export const reader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, removalVoucher: 'READ' },
};

/** No right at all on vouchers. */
export const noVouchers: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, removalVoucher: undefined },
};

/** The app at `path` over a small voucher server; `store` holds its data and what it received. */
export function renderVouchers(
  path: string,
  { user = users.admin, vouchers }: { user?: User; vouchers?: RemovalVoucher[] } = {},
) {
  const store = createVoucherStore(vouchers);
  server.use(...voucherHandlers(store));
  return {
    ...renderApp(path, { user }),
    store,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** The requests of one method to one kind of path, in order. */
export const sent = (store: VoucherStore, method: string, path: RegExp = /./) =>
  store.requests.filter((r) => r.method === method && path.test(r.url.pathname));

/** The query of the last list call. */
export const lastList = (store: VoucherStore) =>
  sent(store, 'GET', /\/removal-vouchers$/).at(-1)!.url.searchParams;

/** Opens a search field's list and picks the option of that name. */
export async function pick(user: UserEvent, label: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await within(document.body).findByRole('option', { name: option }));
}

/** The table's body rows. */
export const rows = () => screen.getAllByRole('row').slice(1);

// French groups digits with a narrow no-break space.
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

/** The voucher numbers shown, in order. */
export const shownNumbers = () => rows().map((row) => cellTexts(row)[0]);

/** A dialog closes, then leaves once its exit animation ends (which jsdom never plays). */
export const closed = async (dialog: HTMLElement) => {
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
  await waitFor(() => {
    fireEvent.animationEnd(dialog);
    expect(dialog).not.toBeInTheDocument();
  });
};

/** May amend decided vouchers. */
export const amender: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, amendment: 'CREATE' },
};

/** A voucher's screen (by default the amended voucher's, as `amender`), once its heading shows. */
export const openVoucher = async (
  user: User = amender,
  path = `/main/removal-vouchers/${amendedVoucher.id}`,
) => {
  const view = renderVouchers(path, { user });
  await screen.findByRole('heading', { level: 1, name: /^Bon / });
  return view;
};

/** An element's text with every space plain (French groups digits with a narrow no-break space). */
export const plainText = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
