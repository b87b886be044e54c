import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { stockDepot, stockKeeper } from '@/features/stock/mocks/stock-fixtures';
import { createStockStore, stockHandlers } from '@/features/stock/mocks/stock-handlers';
import { renderApp } from '../render';
import { findQuestion } from '../questions';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const path = `/main/mass-balance?depot=${stockDepot.id}&from=2026-11-01&to=2026-11-30`;

function renderScreen(url = path, user = stockKeeper) {
  const store = createStockStore();
  server.use(...stockHandlers(store));
  return {
    ...renderApp(url, { user }),
    store,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const rowOf = (label: string) => screen.getByRole('cell', { name: label }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('mass balance (/main/mass-balance)', () => {
  it('asks for the depot and period of the URL and shows the figures with their units', async () => {
    const { store } = renderScreen();
    expect(await screen.findByRole('cell', { name: 'Stock de clôture calculé' })).toBeVisible();
    const asked = store.requests.find((request) => request.url.pathname.endsWith('/mass-balance'));
    expect(asked?.url.searchParams.get('relayDepotId')).toBe(stockDepot.id);
    expect(asked?.url.searchParams.get('from')).toBe('2026-11-01');
    expect(cells(rowOf('Total des entrées'))).toEqual([
      'Total des entrées',
      '2',
      '2',
      '505,5 L',
      '465,06 kg',
    ]);
    expect(cells(rowOf('Entrées — Exclusif'))).toEqual([
      'Entrées — Exclusif',
      '1',
      '1',
      '320 L',
      '294,4 kg',
    ]);
    expect(cells(rowOf('Écart mesuré − registre'))[3]).toBe('-25 L');
    const output =
      'Sortie — BioDiesel Sud SpA (IT, certificat EU-ISCC-Cert-IT201-10482233) : 2 expéditions';
    expect(cells(rowOf(output))).toEqual([output, '', '', '2 000 L', '1 840 kg']);
    expect(screen.getByText("Clôturé jusqu'au 31 oct. 2026")).toBeVisible();
  });

  it('says when no stock was measured in the period, with no litres (not a measure of 0 L)', async () => {
    const store = createStockStore();
    store.balance.measured = null;
    server.use(...stockHandlers(store));
    renderApp(path, { user: stockKeeper });
    const label = 'Aucun stock mesuré sur la période';
    expect(await screen.findByRole('cell', { name: label })).toBeVisible();
    expect(cells(rowOf(label))).toEqual([label, '', '', '', '']);
    expect(screen.queryByRole('cell', { name: 'Écart mesuré − registre' })).not.toBeInTheDocument();
  });

  it('closes the period after its confirmation', async () => {
    const { store, user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Clôturer la période' }));
    const dialog = await findQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer la période' }));
    await waitFor(() =>
      expect(store.requests.find((request) => request.method === 'POST')?.body).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
    expect(await screen.findByText("Clôturé jusqu'au 30 nov. 2026")).toBeVisible();
  });

  it('refuses a period longer than three months before asking', async () => {
    const { user, store } = renderScreen();
    await screen.findByRole('cell', { name: 'Stock de clôture calculé' });
    const to = screen.getByLabelText('Au');
    await user.clear(to);
    await user.type(to, '2027-02-01');
    expect(await screen.findByText('La période ne peut pas dépasser trois mois')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(
      store.requests.filter((r) => r.url.searchParams.get('to') === '2027-02-01'),
    ).toHaveLength(0);
  });

  it('is denied to an account without stock READ', async () => {
    renderScreen(path, users.subcontractor);
    expect(await screen.findByText('Accès refusé')).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'Stock de clôture calculé' })).toBeNull();
  });
});
