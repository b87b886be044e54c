import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  awaitingVoucher,
  vouchers,
} from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { lastList, renderVouchers, rows, shownNumbers } from './support';

// Pickups that do not add up: each flag one sentence with its figures on the voucher, a marked
// row and a filter kept in the URL on the list.

const list = '/main/removal-vouchers/';
const detail = (id: string) => `/main/removal-vouchers/${id}`;
// French groups digits with a narrow no-break space and holds units with a no-break space.
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('a flagged voucher', () => {
  it('says each flag in one sentence with its figures, before the decision', async () => {
    renderVouchers(detail(awaitingVoucher.id));
    const alert = await screen.findByRole('region', { name: '2 points à vérifier' });
    // Read before the decision: the flags come first.
    expect(alert.compareDocumentPosition(screen.getByText('Ce bon attend votre décision.'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual([
      'Quantité enlevée (205,5 L) supérieure à la capacité déclarée du détenteur (200 L).',
      'Collecte en novembre 2026 (1 205,5 L) supérieure à trois fois la médiane des six mois précédents (240 L).',
    ]);
  });

  it('a voucher that adds up shows no flag', async () => {
    const calm = vouchers.find((v) => v.flags.length === 0)!;
    renderVouchers(detail(calm.id));
    await screen.findByRole('heading', { level: 1, name: `Bon ${calm.number}` });
    expect(screen.queryByText(/points? à vérifier/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/supérieure à/)).not.toBeInTheDocument();
  });
});

describe('the voucher list and its flags', () => {
  it('marks the flagged rows with an icon named by their flags', async () => {
    renderVouchers(list);
    await waitFor(() => expect(rows()).toHaveLength(vouchers.length));
    const marks = rows().map(
      (row) => within(row).queryByRole('img')?.getAttribute('aria-label') ?? null,
    );
    expect(marks).toEqual([
      'Alertes : Au-delà de la capacité, Mois inhabituel',
      'Alertes : Au-delà de la capacité',
      null,
      null,
      null,
      null,
    ]);
  });

  it('filters on any flag or one kind: in the URL and in the request', async () => {
    const { user, store, location } = renderVouchers(list);
    await waitFor(() => expect(rows()).toHaveLength(vouchers.length));
    const select = screen.getByRole('combobox', { name: 'Alertes' });
    await user.selectOptions(select, 'Toutes les alertes');
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004512', 'BE-2026-004498']));
    expect(location()).toBe(`${list}?flagged=true`);
    expect(lastList(store).get('flagged')).toBe('true');
    expect(lastList(store).get('flag')).toBeNull();

    await user.selectOptions(select, 'Mois inhabituel');
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004512']));
    expect(location()).toBe(`${list}?flag=UNUSUAL_MONTH`);
    expect(lastList(store).get('flag')).toBe('UNUSUAL_MONTH');
    expect(lastList(store).get('flagged')).toBeNull();
  });

  it('reads the filter from the URL', async () => {
    const { store } = renderVouchers(`${list}?flag=OVER_CAPACITY`);
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004512', 'BE-2026-004498']));
    expect(screen.getByRole('combobox', { name: 'Alertes' })).toHaveValue('OVER_CAPACITY');
    expect(lastList(store).get('flag')).toBe('OVER_CAPACITY');
  });

  it('English: the sentences and the mark in English', async () => {
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en');
    renderVouchers(detail(awaitingVoucher.id));
    const sentence = await screen.findByText(/^Quantity removed/);
    expect(plain(sentence.textContent)).toBe(
      "Quantity removed (205.5 L) above the holder's declared capacity (200 L).",
    );
    expect(plain(screen.getByText(/^Collected in/).textContent)).toBe(
      'Collected in November 2026 (1,205.5 L): more than three times the median of the previous six months (240 L).',
    );
  });
});
