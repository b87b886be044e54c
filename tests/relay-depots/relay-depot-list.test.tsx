import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelayDepot } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  depotRegions,
  depotZones,
  laMarsa,
  relayDepots,
} from '@/features/relay-depots/mocks/relay-depot-fixtures';
import { reader, renderDepots, sent } from './support';

const listRequests = (store: Parameters<typeof sent>[0]) =>
  sent(store, 'GET', /\/relay-depots$/).map((r) => Object.fromEntries(r.url.searchParams));

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('relay depots list (/main/relay-depots/)', () => {
  it('shows code, name linking to the detail, zones, capacity and quantity in litres', async () => {
    renderDepots('/main/relay-depots/');
    const link = await screen.findByRole('link', { name: 'Dépôt relais La Marsa' });
    expect(link).toHaveAttribute('href', `/main/relay-depots/${laMarsa.id}`);
    const cells = within(row('Dépôt relais La Marsa')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Dépôt relais La Marsa',
      'DR-TUN-01',
      'Grand Tunis',
      // fr-TN groups thousands with a space.
      expect.stringMatching(/^12\s000\sL$/),
      expect.stringMatching(/^10\s200\sL$/),
      expect.stringMatching(/^85\s%$/),
    ]);
    expect(cells[3]).toHaveAttribute('data-numeric', 'true');
    expect(cells[4]).toHaveAttribute('data-numeric', 'true');
    expect(
      within(row('Dépôt relais Bizerte')).getByText('Bizerte, Grand Tunis'),
    ).toBeInTheDocument();
  });

  it('gauge: warning colour and words above 80 %, none below', async () => {
    renderDepots('/main/relay-depots/');
    const full = within(
      await screen
        .findByRole('link', { name: 'Dépôt relais La Marsa' })
        .then(() => row('Dépôt relais La Marsa')),
    ).getByRole('meter', { name: 'Taux de remplissage' });
    expect(full).toHaveAttribute('aria-valuenow', '85');
    expect(full).toHaveAttribute('aria-valuetext', expect.stringMatching(/^85\s%, presque plein$/));
    expect(full.parentElement).toHaveAttribute('data-warning', 'true');

    const calm = within(row('Dépôt relais Nabeul')).getByRole('meter', {
      name: 'Taux de remplissage',
    });
    expect(calm).toHaveAttribute('aria-valuetext', expect.stringMatching(/^30\s%$/));
    expect(calm.parentElement).toHaveAttribute('data-warning', 'false');
  });

  it('filters and sort in the URL go into the request', async () => {
    const nord = depotRegions[0]!;
    const { store } = renderDepots(
      `/main/relay-depots/?regionId=${nord.id}&zoneId=${depotZones.grandTunis.id}&minFillRate=0.8&sortField=fillRate&sortOrder=desc&query=marsa`,
    );
    expect(await screen.findByRole('link', { name: 'Dépôt relais La Marsa' })).toBeInTheDocument();
    expect(listRequests(store).at(-1)).toEqual({
      page: '1',
      limit: '10',
      regionId: nord.id,
      zoneId: depotZones.grandTunis.id,
      minFillRate: '0.8',
      sortField: 'fillRate',
      sortOrder: 'desc',
      query: 'marsa',
    });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Remplis à 80 % ou plus' })).toBeChecked();
  });

  it('sorting by fill rate and "80 % or more" change the URL and the request', async () => {
    const { user, store, location } = renderDepots('/main/relay-depots/');
    await screen.findByRole('link', { name: 'Dépôt relais La Marsa' });
    const header = screen.getByRole('columnheader', { name: /Remplissage/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('checkbox', { name: 'Remplis à 80 % ou plus' }));

    await waitFor(() =>
      expect(listRequests(store).at(-1)).toMatchObject({
        sortField: 'fillRate',
        sortOrder: 'desc',
        minFillRate: '0.8',
      }),
    );
    expect(location()).toBe(
      '/main/relay-depots/?sortField=fillRate&sortOrder=desc&minFillRate=0.8',
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Dépôt relais Sfax', 'Dépôt relais La Marsa']);
  });

  it('a value the contract refuses is left out of the request instead of failing the list', async () => {
    const { store } = renderDepots('/main/relay-depots/?sortField=colour&minFillRate=3');
    await screen.findByRole('link', { name: 'Dépôt relais La Marsa' });
    expect(listRequests(store).at(-1)).toEqual({ page: '1', limit: '10', sortOrder: 'asc' });
  });

  it('searches once the user pauses', async () => {
    const { user, store } = renderDepots('/main/relay-depots/');
    await screen.findByRole('link', { name: 'Dépôt relais La Marsa' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'sfax');
    await waitFor(() => expect(listRequests(store).at(-1)).toMatchObject({ query: 'sfax' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('pages with the chosen page size', async () => {
    const many: RelayDepot[] = Array.from({ length: 30 }, (_, i) => ({
      ...laMarsa,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      code: `DR-${String(i).padStart(3, '0')}`,
      name: `Dépôt ${String(i).padStart(2, '0')}`,
    }));
    const { user, store } = renderDepots('/main/relay-depots/', { depots: many });
    expect(await screen.findByText('1–10 sur 30')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Lignes par page'), '25');
    expect(await screen.findByText('1–25 sur 30')).toBeInTheDocument();
    expect(listRequests(store).at(-1)).toMatchObject({ limit: '25', page: '1' });
  });

  it('shows skeleton rows while loading, then an empty state when nothing matches', async () => {
    renderDepots('/main/relay-depots/', { depots: [] });
    // The answer is held until the screen has shown its skeletons (it is asked for before the
    // screen's code loads, which a busy machine can make slower than any fixed delay).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/relay-depots', () => answered));
    expect(await screen.findByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    const { user, store } = renderDepots('/main/relay-depots/');
    server.use(
      http.get(
        '*/relay-depots',
        () =>
          HttpResponse.json(errorBody(403, '403:FORBIDDEN', 'Zone hors de votre périmètre'), {
            status: 403,
          }),
        { once: true },
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Le chargement de la liste a échoué.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Zone hors de votre périmètre').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Dépôt relais La Marsa' })).toBeInTheDocument();
    expect(listRequests(store)).toHaveLength(1);
  });

  it('"Nouveau" leads to the create screen, only with CREATE', async () => {
    renderDepots('/main/relay-depots/');
    expect(await screen.findByRole('link', { name: 'Nouveau' })).toHaveAttribute(
      'href',
      '/main/relay-depots/new',
    );
  });

  it('create hidden without CREATE', async () => {
    renderDepots('/main/relay-depots/', { user: reader });
    await screen.findByRole('link', { name: 'Dépôt relais La Marsa' });
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });

  it('denied without READ, and nothing is asked of the server', async () => {
    const { store } = renderDepots('/main/relay-depots/', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(store.requests).toHaveLength(0);
  });
});

describe('relay depots CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports every matching row, page after page, with the current filters', async () => {
    const many: RelayDepot[] = Array.from({ length: 130 }, (_, i) => ({
      ...relayDepots[i % relayDepots.length]!,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      code: `DR-${String(i).padStart(3, '0')}`,
    }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:depots';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { user, store } = renderDepots(`/main/relay-depots/?zoneId=${depotZones.sahel.id}`, {
      depots: many,
    });
    await screen.findAllByRole('link', { name: 'Dépôt relais Monastir' });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const exports = listRequests(store).filter((p) => p.limit === '100');
    expect(exports.map((p) => p.page)).toEqual(['1']);
    expect(exports[0]).toMatchObject({ zoneId: depotZones.sahel.id });
    const lines = (await blobs[0]!.text()).replace('\uFEFF', '').split('\r\n');
    // Sousse and Monastir serve the Sahel: 2 of every 6 depots.
    expect(lines).toHaveLength(
      1 + many.filter((d) => d.zones.some((z) => z.id === depotZones.sahel.id)).length,
    );
    expect(lines[0]).toBe(
      'Code;Nom;Zones;Capacité (L);Quantité (L);Remplissage (%);Adresse;E-mail;Téléphone',
    );
    expect(lines[1]).toMatch(/^DR-\d{3};Dépôt relais (Sousse|Monastir);Sahel;/);
  });

  it('follows every page of a large export', async () => {
    const many: RelayDepot[] = Array.from({ length: 230 }, (_, i) => ({
      ...laMarsa,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      code: `DR-${String(i).padStart(3, '0')}`,
      name: `Dépôt ${String(i).padStart(3, '0')}`,
    }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:depots';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, store } = renderDepots('/main/relay-depots/', { depots: many });
    await screen.findByRole('link', { name: 'Dépôt 000' });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(
      listRequests(store)
        .filter((p) => p.limit === '100')
        .map((p) => p.page),
    ).toEqual(['1', '2', '3']);
    expect((await blobs[0]!.text()).split('\r\n')).toHaveLength(231);
  });
});
