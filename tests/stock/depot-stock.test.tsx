import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { laMarsa } from '@/features/relay-depots/mocks/relay-depot-fixtures';
import { stockKeeper } from '@/features/stock/mocks/stock-fixtures';
import { createStockStore, stockHandlers } from '@/features/stock/mocks/stock-handlers';
import { renderDepots } from '../relay-depots/support';

function renderStock() {
  const store = createStockStore();
  server.use(...stockHandlers(store));
  const view = renderDepots(`/main/relay-depots/${laMarsa.id}`, { user: stockKeeper });
  return {
    ...view,
    stock: store,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const ledger = () => screen.getByRole('table', { name: /Mouvements du stock du dépôt/ });
const bodyRows = () => within(ledger()).getAllByRole('row').slice(1);

describe("a depot's stock on its page", () => {
  it('lists the ledger newest first with each document, and filters it by kind', async () => {
    const { user, stock } = renderStock();
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    const first = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first.slice(0, 3)).toEqual(['20 nov. 2026', 'Ajustement', '-25\u00a0L']);
    expect(within(ledger()).getByText('Bon BE-2026-0412')).toBeVisible();
    expect(
      screen.getByRole('img', { name: /^Stock du dépôt du 1 nov\. 2026 au 26 nov\. 2026/ }),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de mouvement' }), 'IN');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(stock.requests.at(-1)?.url.searchParams.get('kind')).toBe('IN');
  });

  it('records a loss with its reason, and refuses one without', async () => {
    const { user, stock } = renderStock();
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'Ajustement' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Un nombre supérieur à 0')).toBeVisible();
    expect(stock.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Litres perdus/ }), '12,5');
    await user.type(screen.getByRole('textbox', { name: /Motif/ }), 'Purge');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(stock.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        litres: -12.5,
        reason: 'Purge',
      }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
  });

  it('transfers litres to another depot, refused over the stock with the server message', async () => {
    const { user, stock } = renderStock();
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'Transfert' }));
    const form = screen.getByRole('form', { name: 'Transférer vers un autre dépôt' });
    const destination = within(form).getByRole('combobox', { name: /Dépôt de destination/ });
    await waitFor(() =>
      expect(within(destination).getAllByRole('option').length).toBeGreaterThan(1),
    );
    await user.selectOptions(destination, within(destination).getAllByRole('option')[1]!);
    await user.type(within(form).getByRole('textbox', { name: /Litres/ }), '9000');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(form).findByText('Le stock du dépôt est insuffisant pour ce mouvement'),
    ).toBeVisible();
    await user.clear(within(form).getByRole('textbox', { name: /Litres/ }));
    await user.type(within(form).getByRole('textbox', { name: /Litres/ }), '300');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
    const sentBody = stock.requests.filter((request) => request.method === 'POST').at(-1)?.body;
    expect(sentBody).toMatchObject({ fromDepotId: laMarsa.id, litres: 300 });
  });
});
