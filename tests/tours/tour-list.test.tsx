import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import { depots, subcontractors, tours, tourZones } from '@/features/tours/mocks/tour-fixtures';
import { pick, reader, renderTours, sent, tourLink } from './support';

const rows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('tour list (/main/routing/)', () => {
  it('shows reference, planned date, zone, depot, subcontractor, assigned subcontractor, driver, holders and dates', async () => {
    renderTours('/main/routing/');
    const link = await screen.findByRole('link', tourLink('T-2026-0042'));
    const row = link.closest('tr')!;
    expect(cellTexts(row)).toEqual([
      'T-2026-0042',
      expect.stringMatching(/^mar\. 24 nov\. 2026$/),
      'Grand Tunis',
      'Dépôt relais La Marsa',
      'EcoHuile Tunis',
      '—',
      'Karim Ben Salah',
      '4',
      expect.stringMatching(/^19 nov\. 2026/),
      expect.stringMatching(/^21 nov\. 2026/),
    ]);
    const columns = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(columns).toEqual([
      'Référence',
      expect.stringMatching(/^Prévue le/),
      'Zone',
      'Dépôt relais',
      'Sous-traitant',
      'Sous-traitant assigné',
      'Chauffeur',
      'Détenteurs',
      'Créée le',
      'Modifiée le',
    ]);
    expect(rows()).toHaveLength(4);
    const ariana = screen.getByRole('link', tourLink('T-2026-0041'));
    expect(cellTexts(ariana.closest('tr')!)[5]).toBe('EcoHuile Tunis');
  });

  it('newest planned date first by default (not the creation order), asked of the server as sortField=plannedDate desc', async () => {
    const { store } = renderTours('/main/routing/');
    await screen.findByRole('link', tourLink('T-2026-0042'));
    expect(rows().map((row) => cellTexts(row)[0])).toEqual([
      'T-2026-0038',
      'T-2026-0042',
      'T-2026-0041',
      'T-2026-0031',
    ]);
    const sentParams = sent(store, 'GET', /\/tours$/).at(-1)!.url.searchParams;
    expect(sentParams.get('sortField')).toBe('plannedDate');
    expect(sentParams.get('sortOrder')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /^Prévue le/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('a planned date range and a holder from the URL filter the list on the server', async () => {
    const { store } = renderTours(
      '/main/routing/?plannedDateFrom=2026-11-16&plannedDateTo=2026-11-22',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cellTexts(rows()[0]!)[0]).toBe('T-2026-0041');
    const query = sent(store, 'GET', /\/tours$/).at(-1)!.url.searchParams;
    expect(query.get('plannedDateFrom')).toBe('2026-11-16');
    expect(query.get('plannedDateTo')).toBe('2026-11-22');
  });

  it('sorts by number of holders on the server, and the row leads to the detail', async () => {
    const { user, store, location } = renderTours('/main/routing/');
    await screen.findByRole('link', tourLink('T-2026-0042'));
    await user.click(screen.getByRole('button', { name: /Détenteurs/ }));
    await waitFor(() =>
      expect(location()).toBe('/main/routing/?sortField=holderCount&sortOrder=asc'),
    );
    await waitFor(() => expect(cellTexts(rows()[0]!)[7]).toBe('1'));
    expect(
      sent(store, 'GET', /\/tours$/)
        .at(-1)!
        .url.searchParams.get('sortField'),
    ).toBe('holderCount');
    await user.click(screen.getByRole('link', tourLink('T-2026-0038')));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Tournée Cap Bon · Dépôt relais Nabeul',
      }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/main/routing/${tours.capBon.id}`);
  });

  it('filters by zone, subcontractor and relay depot, in the URL and on the server', async () => {
    const { user, store, location } = renderTours('/main/routing/');
    await screen.findByRole('link', tourLink('T-2026-0038'));
    await pick(user, /^Zone/, 'Grand Tunis');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(location()).toContain(`zoneId=${tourZones.grandTunis.id}`);

    await pick(user, /^Sous-traitant/, 'Collecte Nord');
    // The subcontractor filter also finds the tours it was assigned to.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(location()).toContain(`subcontractorId=${subcontractors.collecteNord.id}`);

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    await pick(user, /^Dépôt relais/, 'Dépôt relais Nabeul');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const last = sent(store, 'GET', /\/tours$/).at(-1)!.url.searchParams;
    expect(last.get('relayDepotId')).toBe(depots.nabeul.id);
    expect(last.get('zoneId')).toBeNull();
  });

  it('a filter read from the URL names its record', async () => {
    renderTours(`/main/routing/?relayDepotId=${depots.ariana.id}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Dépôt relais/ })).toHaveValue(
        'Dépôt relais Ariana',
      ),
    );
    expect(rows()).toHaveLength(1);
  });

  it('searches on the server, by reference too', async () => {
    const { user, store } = renderTours('/main/routing/');
    await screen.findByRole('link', tourLink('T-2026-0038'));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'sud');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(
      sent(store, 'GET', /\/tours$/)
        .at(-1)!
        .url.searchParams.get('query'),
    ).toBe('sud');
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 't-2026-0041');
    await waitFor(() => expect(rows().map((row) => cellTexts(row)[0])).toEqual(['T-2026-0041']));
  });

  it('"Nouveau" only with CREATE; no list without READ', async () => {
    renderTours('/main/routing/', { user: reader });
    await screen.findByRole('link', tourLink('T-2026-0038'));
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });

  it('denied without READ on tours', async () => {
    renderTours('/main/routing/', {
      user: { ...users.admin, permissions: { ...users.admin.permissions, tour: undefined } },
    });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
  });
});
