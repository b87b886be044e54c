import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  missingTourId,
  subcontractors,
  tourHolders,
  tours,
} from '@/features/tours/mocks/tour-fixtures';
import { findQuestion } from '../questions';
import { addHolders, pick, reader, renderTours, sent, shownStops } from './support';

const h = tourHolders;
const marsa = tours.marsa;
const heading = 'Tournée Grand Tunis · Dépôt relais La Marsa';

const openEdit = async (tour = marsa) => {
  const view = renderTours(`/main/routing/${tour.id}`);
  await screen.findByRole('heading', {
    level: 1,
    name: `Tournée ${tour.zone.name} · ${tour.relayDepot.name}`,
  });
  await view.user.click(screen.getByRole('button', { name: 'Modifier' }));
  await screen.findByRole('button', { name: 'Enregistrer' });
  return view;
};

const readOnlyStops = () =>
  within(screen.getByRole('list', { name: "Arrêts, dans l'ordre de passage" }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+Arrêt \d+/, ''));

describe('tour detail (/main/routing/{id})', () => {
  it('shows the tour read-only: assignment, stops in order, the map', async () => {
    renderTours(`/main/routing/${tours.ariana.id}`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Tournée Grand Tunis · Dépôt relais Ariana',
    });
    const assignment = screen.getByRole('region', { name: 'Affectation' });
    expect(within(assignment).getByText('Dépôt relais Ariana · DR-TUN-02')).toBeInTheDocument();
    expect(within(assignment).getByText('Collecte Nord')).toBeInTheDocument();
    expect(within(assignment).getByText('EcoHuile Tunis')).toBeInTheDocument();
    // No driver yet: a dash, not an empty space.
    expect(within(assignment).getByText('—')).toBeInTheDocument();
    expect(readOnlyStops()).toEqual([
      h.arianaCentre.name,
      h.darElJeld.name,
      `${h.menzah.name} Sans coordonnées`,
    ]);
    expect(await screen.findByRole('region', { name: /^Carte de la tournée/ })).toBeInTheDocument();
    expect(
      screen.getByText("1 arrêt sans coordonnées n'est pas sur la carte."),
    ).toBeInTheDocument();
    // The route's length, its unit written once.
    expect(screen.getByText(/^Environ [\d\s,]+ km, retour au dépôt compris$/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('rule "the map has streets by default": OpenStreetMap tiles, credited with a link', async () => {
    renderTours(`/main/routing/${tours.ariana.id}`);
    const map = await screen.findByRole('region', { name: /^Carte de la tournée/ });
    await waitFor(() =>
      expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      ),
    );
    expect(map.textContent).toContain('© OpenStreetMap contributors');
  });

  it('edit: reorder, remove, add, reassign; If-Match sent, the order shown is the order saved', async () => {
    const { user, store } = await openEdit();
    expect(shownStops()).toEqual([
      h.carthage.name,
      h.sidiBouSaid.name,
      h.marsaPlage.name,
      h.kram.name,
    ]);
    await user.click(screen.getByRole('button', { name: `Monter ${h.kram.name}` }));
    await user.click(screen.getByRole('button', { name: `Retirer ${h.sidiBouSaid.name}` }));
    await addHolders(user, h.darElJeld.name);
    await pick(user, /^Chauffeur/, 'Walid Hammami');
    await pick(user, /^Sous-traitant assigné/, 'Collecte Nord');
    const order = [h.carthage.name, h.kram.name, h.marsaPlage.name, h.darElJeld.name];
    expect(shownStops()).toEqual(order);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    const [patch] = sent(store, 'PATCH');
    expect(patch!.headers.get('If-Match')).toBe(`"${marsa.updatedAt}"`);
    expect(patch!.body).toEqual({
      zoneId: marsa.zoneId,
      relayDepotId: marsa.relayDepotId,
      subcontractorId: marsa.subcontractorId,
      plannedDate: marsa.plannedDate,
      holders: [h.carthage.id, h.kram.id, h.marsaPlage.id, h.darElJeld.id],
      assignedSubcontractorId: subcontractors.collecteNord.id,
      driverId: drivers.walid.id,
    });
    // Back to read-only, with what was saved.
    await waitFor(() => expect(readOnlyStops()).toEqual(order));
    const assignment = screen.getByRole('region', { name: 'Affectation' });
    expect(within(assignment).getByText('Walid Hammami')).toBeInTheDocument();
    expect(within(assignment).getByText('Collecte Nord')).toBeInTheDocument();
  });

  it('unassigns the driver with null', async () => {
    const { user, store } = await openEdit();
    await user.click(
      within(
        screen
          .getByRole('combobox', { name: /^Chauffeur/ })
          .closest('[data-scope="combobox"][data-part="root"]')!,
      ).getByRole('button', { name: 'Effacer' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées');
    expect(sent(store, 'PATCH')[0]!.body).toMatchObject({ driverId: null });
  });

  it('rule "at least one holder" on an edit: removing every stop is refused, nothing sent', async () => {
    const { user, store } = await openEdit(tours.sfax);
    await user.click(screen.getByRole('button', { name: `Retirer ${h.ibnKhaldoun.name}` }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Ajoutez au moins un détenteur à la tournée'),
    ).toBeInTheDocument();
    expect(sent(store, 'PATCH')).toHaveLength(0);
  });

  it('412: someone saved meanwhile; the input stays, the latest version is one click away', async () => {
    const { user, store } = await openEdit();
    await user.click(screen.getByRole('button', { name: `Descendre ${h.carthage.name}` }));
    store.tours = store.tours.map((t) =>
      t.id === marsa.id
        ? { ...t, driver: null, driverId: null, updatedAt: '2026-11-21T09:00:00.000Z' }
        : t,
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Cette tournée a été modifiée entre-temps')).toBeInTheDocument();
    expect(shownStops()).toEqual([
      h.sidiBouSaid.name,
      h.carthage.name,
      h.marsaPlage.name,
      h.kram.name,
    ]);

    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() =>
      expect(shownStops()).toEqual([
        h.carthage.name,
        h.sidiBouSaid.name,
        h.marsaPlage.name,
        h.kram.name,
      ]),
    );
    expect(screen.getByRole('combobox', { name: /^Chauffeur/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Descendre ${h.carthage.name}` }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées');
    expect(sent(store, 'PATCH')[1]!.headers.get('If-Match')).toBe('"2026-11-21T09:00:00.000Z"');
  });

  it('asks before leaving an edit with changes, not after cancelling', async () => {
    const { user, location } = await openEdit();
    await user.click(screen.getByRole('button', { name: `Descendre ${h.carthage.name}` }));
    const trail = () =>
      within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByRole('link', {
        name: 'Tournées',
      });
    await user.click(trail());
    const dialog = await findQuestion('Quitter sans enregistrer ?');
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    expect(location()).toBe(`/main/routing/${marsa.id}`);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(readOnlyStops()[0]).toBe(h.carthage.name);
    await user.click(trail());
    await screen.findByRole('heading', { level: 1, name: 'Tournées' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('404: a not-found state with a way back to the list', async () => {
    renderTours(`/main/routing/${missingTourId}`);
    expect(await screen.findByRole('heading', { name: 'Tournée introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      '/main/routing/',
    );
  });

  it('"Modifier" only with UPDATE', async () => {
    renderTours(`/main/routing/${marsa.id}`, { user: reader });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });
});
