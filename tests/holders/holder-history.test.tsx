import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RemovalVoucher, Tour, User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { holders } from '@/features/holders/mocks/holder-fixtures';
import {
  createVoucherStore,
  voucherHandlers,
} from '@/features/removal-vouchers/mocks/removal-voucher-handlers';
import { vouchers } from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { tours } from '@/features/tours/mocks/tour-fixtures';
import { createTourStore, tourHandlers } from '@/features/tours/mocks/tour-handlers';
import { renderApp } from '../render';
import { findQuestion } from '../questions';
import { holderServer } from './support';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const golfe = holders[0]!;
const jasmins = holders[1]!;
const stop = { id: golfe.id, name: golfe.name, lat: golfe.lat ?? null, lng: golfe.lng ?? null };
// Le Golfe is the third stop of the La Marsa tour and the only one of the Cap Bon tour.
const visiting: Tour[] = [
  {
    ...tours.marsa,
    holders: [
      ...tours.marsa.holders.slice(0, 2),
      { ...stop, order: 3 },
      tours.marsa.holders[3]!,
    ].map((h, i) => ({ ...h, order: i + 1 })),
  },
  { ...tours.capBon, holders: [{ ...stop, order: 1 }] },
  tours.ariana,
];

/** The holder's page over voucher, tour and holder servers that remember what they received. */
function renderHolder(
  holder = golfe,
  {
    user = users.admin,
    removalVoucherList = vouchers,
  }: { user?: User; removalVoucherList?: RemovalVoucher[] } = {},
) {
  const voucherStore = createVoucherStore(removalVoucherList);
  const tourStore = createTourStore(visiting);
  server.use(...voucherHandlers(voucherStore), ...tourHandlers(tourStore));
  // Last, so that its holder answers come first.
  holderServer();
  const view = renderApp(`/main/holders/${holder.id}`, { user });
  return { ...view, voucherStore, tourStore };
}

const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

describe("holder's history (/main/holders/{id})", () => {
  it('lists its vouchers, newest first: number, date, quantity and status, each a link to the voucher', async () => {
    const { voucherStore } = renderHolder();
    const region = await findSection("Bons d'enlèvement");
    await waitFor(() =>
      expect(rowsOf(region)).toEqual([
        ['BE-2026-004512', '20 nov. 2026', '205,5 L', 'À décider'],
        ['BE-2026-004390', '30 oct. 2026', '120 L', 'Confirmé'],
        ['BE-2026-004215', '9 oct. 2026', '120 L', 'Non confirmé'],
      ]),
    );
    expect(within(region).getByRole('link', { name: 'BE-2026-004390' })).toHaveAttribute(
      'href',
      `/main/removal-vouchers/${vouchers[3]!.id}`,
    );
    const list = voucherStore.requests.at(-1)!.url.searchParams;
    expect(list.get('holderId')).toBe(golfe.id);
    expect(list.get('sortField')).toBe('removalDate');
    expect(list.get('sortOrder')).toBe('desc');
    expect(list.get('limit')).toBe('5');
  });

  it('"see all" opens the voucher list filtered on the holder', async () => {
    const { user, location } = renderHolder();
    const region = await findSection("Bons d'enlèvement");
    await user.click(
      await within(region).findByRole('link', { name: 'Voir ses 3 bons dans la liste' }),
    );
    await screen.findByRole('heading', { level: 1, name: "Bons d'enlèvement" });
    expect(location()).toBe(`/main/removal-vouchers/?holderId=${golfe.id}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Détenteur' })).toHaveValue(
        'Restaurant Le Golfe · DT-000123',
      ),
    );
  });

  it('lists the tours that visit it, newest planned first, with reference, its place and the planned date, each a link to the tour', async () => {
    const { tourStore } = renderHolder();
    const region = await findSection('Tournées qui le visitent');
    await waitFor(() => expect(rowsOf(region)).toHaveLength(2));
    expect(rowsOf(region).map((cells) => cells.slice(0, 4))).toEqual([
      [
        'T-2026-0038 · Tournée Cap Bon · Dépôt relais Nabeul',
        'Recyclage Cap Bon',
        '1 sur 1',
        expect.stringMatching(/26 nov\. 2026/),
      ],
      [
        'T-2026-0042 · Tournée Grand Tunis · Dépôt relais La Marsa',
        'EcoHuile Tunis',
        '3 sur 4',
        expect.stringMatching(/24 nov\. 2026/),
      ],
    ]);
    expect(
      within(region).getByRole('link', {
        name: 'T-2026-0042 · Tournée Grand Tunis · Dépôt relais La Marsa',
      }),
    ).toHaveAttribute('href', `/main/routing/${tours.marsa.id}`);
    const list = tourStore.requests.filter((r) => /\/tours$/.test(r.url.pathname)).at(-1)!;
    expect(list.url.searchParams.get('holderId')).toBe(golfe.id);
  });

  it('links to the tour list filtered on the holder (holderId), which asks the server for its tours only', async () => {
    const { user, tourStore, location } = renderHolder();
    const region = await findSection('Tournées qui le visitent');
    const all = await within(region).findByRole('link', {
      name: 'Voir toutes les tournées de ce détenteur',
    });
    expect(all).toHaveAttribute('href', `/main/routing/?holderId=${golfe.id}`);
    await user.click(all);
    await waitFor(() => expect(location()).toBe(`/main/routing/?holderId=${golfe.id}`));
    await screen.findByRole('link', { name: 'T-2026-0038' });
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(2);
    const list = tourStore.requests.filter((r) => /\/tours$/.test(r.url.pathname)).at(-1)!;
    expect(list.url.searchParams.get('holderId')).toBe(golfe.id);
    expect(list.url.searchParams.get('limit')).not.toBe('5');
  });

  it('says when no voucher and no tour concern the holder', async () => {
    // The Cantine is on none of these tours, and its only voucher is left out of the store.
    renderHolder(holders[2], {
      removalVoucherList: vouchers.filter((v) => v.holderId !== holders[2]!.id),
    });
    expect(
      await within(await findSection("Bons d'enlèvement")).findByText(
        "Aucun bon d'enlèvement pour ce détenteur.",
      ),
    ).toBeInTheDocument();
    expect(
      await within(section('Tournées qui le visitent')).findByText(
        'Aucune tournée ne visite ce détenteur.',
      ),
    ).toBeInTheDocument();
  });

  it('without READ on vouchers or tours, that part of the history is left out and not asked for', async () => {
    const { voucherStore, tourStore } = renderHolder(jasmins, {
      user: {
        ...users.admin,
        permissions: { ...users.admin.permissions, removalVoucher: undefined, tour: undefined },
      },
    });
    await screen.findByRole('heading', { level: 1, name: jasmins.name });
    expect(screen.queryByRole('region', { name: "Bons d'enlèvement" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tournées qui le visitent' })).toBeNull();
    expect(voucherStore.requests).toHaveLength(0);
    expect(tourStore.requests.filter((r) => /\/tours/.test(r.url.pathname))).toHaveLength(0);
  });

  it('a failed voucher history says so and can be retried', async () => {
    let failing = true;
    const { user } = renderHolder();
    server.use(
      http.get('*/removal-vouchers', () =>
        failing
          ? HttpResponse.json(errorBody(404, '404:NOT_FOUND', 'Introuvable'), { status: 404 })
          : undefined,
      ),
    );
    const region = await findSection("Bons d'enlèvement");
    expect(
      await within(region).findByText("Les bons d'enlèvement n'ont pas pu être chargés."),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(region).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(rowsOf(region)).toHaveLength(3));
  });

  it("deciding a voucher shows in the holder's history at once", async () => {
    const { user, router } = renderHolder();
    const region = await findSection("Bons d'enlèvement");
    await user.click(await within(region).findByRole('link', { name: 'BE-2026-004512' }));
    await screen.findByRole('heading', { level: 1, name: 'Bon BE-2026-004512' });
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    const dialog = await findQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await screen.findByText('Bon confirmé');

    await router.navigate(-1);
    const history = await findSection("Bons d'enlèvement");
    expect(rowsOf(history)[0]).toEqual(['BE-2026-004512', '20 nov. 2026', '205,5 L', 'Confirmé']);
  });
});
