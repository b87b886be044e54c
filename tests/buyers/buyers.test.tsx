import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { adminWith, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { buyers } from '@/features/buyers/mocks/buyer-fixtures';
import { buyerHandlers, createBuyerStore } from '@/features/buyers/mocks/buyer-handlers';
import { renderApp } from '../render';
import { findQuestion } from '../questions';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const bioDiesel = buyers[0]!;

const renderBuyers = (
  path: string,
  { user = users.admin, shipped = [] }: { user?: User; shipped?: string[] } = {},
) => {
  const store = createBuyerStore(buyers, shipped);
  server.use(...buyerHandlers(store));
  return { ...renderApp(path, { user }), store };
};

describe('buyers (/main/buyers/)', () => {
  it("lists the buyers with their certificate's state; the select keeps those not valid today", async () => {
    const { user, store } = renderBuyers('/main/buyers/');
    const hamburg = await screen.findByRole('row', { name: /Ölwerke Hamburg GmbH/ });
    expect(within(hamburg).getByText('Expiré')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /BioDiesel Sud SpA/ })).getByText('Valable'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certificat' }), 'EXPIRED');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(store.requests.at(-1)?.url.searchParams.get('certificate')).toBe('EXPIRED');
  });

  it('deletes a buyer after the confirmation, and goes back to the list', async () => {
    const { user, store } = renderBuyers(`/main/buyers/${bioDiesel.id}`);
    await screen.findByRole('heading', { level: 1, name: bioDiesel.name });
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await findQuestion();
    expect(within(dialog).getByText('Supprimer BioDiesel Sud SpA ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Client supprimé')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(store.buyers.map((b) => b.id)).not.toContain(bioDiesel.id);
  });

  it("keeps a buyer that shipments name, in the server's words", async () => {
    const { user, store } = renderBuyers(`/main/buyers/${bioDiesel.id}`, {
      shipped: [bioDiesel.id],
    });
    await screen.findByRole('heading', { level: 1, name: bioDiesel.name });
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await findQuestion()).getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Ce client a des expéditions : il ne peut pas être supprimé'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: bioDiesel.name })).toBeInTheDocument();
    expect(store.buyers).toHaveLength(buyers.length);
  });

  it('offers neither change nor delete to a reader, and nothing to a company account', async () => {
    renderBuyers(`/main/buyers/${bioDiesel.id}`, { user: adminWith({ buyer: 'READ' }) });
    await screen.findByRole('heading', { level: 1, name: bioDiesel.name });
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });
});
