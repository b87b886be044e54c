import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { DENIED, refuse } from '../refusals';
import { renderVouchers } from './support';

const list = '/main/removal-vouchers/';
const firstRow = 'BE-2026-004512';

/** The demo subcontractor's rights: holder READ, vouchers READ|CREATE, no subcontractor READ. */
const subcontractor: User = {
  ...users.subcontractor,
  permissions: { ...users.subcontractor.permissions, removalVoucher: 'READ|CREATE' },
};
/** A driver's rights: vouchers, no holder and no subcontractor READ. */
const driver: User = {
  ...users.subcontractor,
  role: 'DRIVER',
  permissions: {
    ...users.subcontractor.permissions,
    holder: undefined,
    tour: 'READ',
    removalVoucher: 'READ|CREATE',
  },
};

let stop = () => {};
afterEach(() => stop());

describe('removal voucher list filters and the rights of the role', () => {
  it('rule "no call the role may not make": without subcontractor READ the subcontractor filter is not offered, nothing refused, no toast', async () => {
    renderVouchers(list, { user: subcontractor });
    const refusal = refuse('*/subcontractors', '*/subcontractors/:id');
    stop = refusal.stop;
    await screen.findByRole('link', { name: firstRow });
    expect(screen.getByRole('combobox', { name: 'Détenteur' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sous-traitant' })).toBeNull();
    // The toast would come with the refused answer: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusal.refused()).toEqual([]);
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it('rule "no call the role may not make": without holder READ the holder filter is not offered either', async () => {
    renderVouchers(list, { user: driver });
    const refusal = refuse(
      '*/holders',
      '*/holders/:id',
      '*/subcontractors',
      '*/subcontractors/:id',
    );
    stop = refusal.stop;
    await screen.findByRole('link', { name: firstRow });
    expect(screen.queryByRole('combobox', { name: 'Détenteur' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sous-traitant' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusal.refused()).toEqual([]);
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it('with holder and subcontractor READ both filters are offered', async () => {
    renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sous-traitant' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: 'Détenteur' })).toBeInTheDocument();
  });
});
