import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { dispatched, laMarsa, planned } from '@/features/shipments/mocks/shipment-fixtures';
import {
  createShipmentStore,
  shipmentHandlers,
} from '@/features/shipments/mocks/shipment-handlers';
import { renderApp } from '../render';
import { findQuestion } from '../questions';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const renderShipment = (id: string, stockKg?: Record<string, number>) => {
  const store = createShipmentStore(undefined, stockKg);
  server.use(...shipmentHandlers(store));
  return { ...renderApp(`/main/shipments/${id}`, { user: users.admin }), store };
};

describe('a shipment (/main/shipments/{id})', () => {
  it('dispatches a planned shipment after the confirmation: numbered, its declaration offered, no more edit', async () => {
    const { user, store } = renderShipment(planned.id);
    await screen.findByRole('heading', { level: 1, name: /C-2026-044/ });
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expédier' }));
    const dialog = await findQuestion();
    expect(
      within(dialog).getByText(/18\s400\skg sortent du stock de Dépôt relais La Marsa/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Expédier' }));
    expect(await screen.findByText(/Expédition partie : déclaration SD-2026-\d{6}/)).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Déclaration de durabilité (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    const sent = store.requests.filter((r) => r.url.pathname.endsWith('/dispatch'));
    expect(sent).toHaveLength(1);
  });

  it("shows the server's refusal when the depot holds too little, and stays planned", async () => {
    const { user } = renderShipment(planned.id, { [laMarsa.id]: 920 });
    await screen.findByRole('heading', { level: 1, name: /C-2026-044/ });
    await user.click(screen.getByRole('button', { name: 'Expédier' }));
    await user.click(within(await findQuestion()).getByRole('button', { name: 'Expédier' }));
    expect(await screen.findByText(/Le dépôt ne contient que 920 kg/)).toBeInTheDocument();
    expect(screen.getByText('Prévue')).toBeInTheDocument();
  });

  it("records the receipt of a dispatched shipment: the buyer's day and weight", async () => {
    const { user, store } = renderShipment(dispatched.id);
    await screen.findByRole('heading', { level: 1, name: /C-2026-039/ });
    await user.click(screen.getByRole('button', { name: 'Réceptionner' }));
    const dialog = await findQuestion();
    await user.type(within(dialog).getByLabelText(/Date de réception/), '2026-11-23');
    await user.type(within(dialog).getByLabelText(/Poids reçu/), '18320');
    await user.click(within(dialog).getByRole('button', { name: 'Réceptionner' }));
    expect(await screen.findByText('Réception enregistrée')).toBeInTheDocument();
    expect(await screen.findByText(/18\s320\skg/)).toBeInTheDocument();
    const receipt = store.requests.find((r) => r.url.pathname.endsWith('/receive'));
    expect(receipt?.body).toEqual({ receivedDate: '2026-11-23', receivedWeightKg: 18320 });
  });
});
