import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  depots,
  subcontractors,
  tourHolders,
  tourZones,
} from '@/features/tours/mocks/tour-fixtures';
import { findQuestion } from '../questions';
import { addHolders, pick, renderTours, sent, shownStops } from './support';

const h = tourHolders;
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
// The form's own live region (toasts have theirs).
const status = () =>
  within(
    screen.getByRole('button', { name: /^(Créer la tournée|Enregistrer)$/ }).closest('form')!,
  ).getByRole('status');

/** The new-tour screen with Grand Tunis, its La Marsa depot and EcoHuile Tunis chosen. */
async function startTour() {
  const view = renderTours('/main/routing/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle tournée' });
  await pick(view.user, /^Zone/, 'Grand Tunis');
  await pick(view.user, /^Dépôt relais/, 'Dépôt relais La Marsa');
  await pick(view.user, /^Sous-traitant/, 'EcoHuile Tunis');
  await view.user.type(screen.getByLabelText(/^Date prévue/), '2026-12-01');
  return view;
}

describe('new tour (/main/routing/new)', () => {
  it('rule "at least one holder": the message on the stops, nothing sent', async () => {
    const { user, store } = await startTour();
    await user.click(screen.getByRole('button', { name: 'Créer la tournée' }));
    expect(
      await screen.findByText('Ajoutez au moins un détenteur à la tournée'),
    ).toBeInTheDocument();
    // The focus goes where a holder is added from.
    expect(
      screen.getByRole('searchbox', { name: 'Rechercher un détenteur de la zone' }),
    ).toHaveFocus();
    expect(sent(store, 'POST')).toHaveLength(0);

    await addHolders(user, h.kram.name);
    await waitFor(() =>
      expect(screen.queryByText('Ajoutez au moins un détenteur à la tournée')).toBeNull(),
    );
  });

  it('a holder marked non-compliant says why it cannot be added, and offers no "Ajouter"', async () => {
    const view = renderTours('/main/routing/new');
    const marked = {
      ...h.darElJeld,
      nonCompliance: {
        since: '2026-11-20',
        reason: 'Fausse déclaration',
        isccReference: 'ISCC-NC-2026-0142',
        createdAt: '2026-11-20T10:00:00.000Z',
        createdBy: { id: h.darElJeld.id, firstName: 'Amira', lastName: 'Trabelsi' },
      },
    };
    server.use(
      http.get('*/holders/by-zone/:zoneId', () =>
        HttpResponse.json({
          items: [marked, h.marsaPlage],
          meta: {
            page: 1,
            limit: 20,
            totalItems: 2,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
          },
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle tournée' });
    await pick(view.user, /^Zone/, 'Grand Tunis');
    const list = await screen.findByRole('list', { name: 'Détenteurs de la zone' });
    const line = within(list).getByText(marked.name).closest('li')!;
    expect(
      within(line).getByText('Non conforme (liste ISCC) : ne peut pas être ajouté à une tournée'),
    ).toBeVisible();
    expect(within(line).queryByRole('button')).toBeNull();
    expect(
      within(list).getByRole('button', { name: `Ajouter ${h.marsaPlage.name} à la tournée` }),
    ).toBeVisible();
  });

  it('an empty form: zone, depot, subcontractor and planned date required, nothing sent', async () => {
    const { user, store } = renderTours('/main/routing/new');
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle tournée' });
    // Nothing to choose from before a zone: the zone's lists are not asked for.
    expect(combobox(/^Dépôt relais/)).toBeDisabled();
    expect(combobox(/^Sous-traitant/)).toBeDisabled();
    expect(screen.getByText('Choisissez une zone pour voir ses détenteurs.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer la tournée' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(4);
    expect(screen.getByText('Ajoutez au moins un détenteur à la tournée')).toBeInTheDocument();
    expect(sent(store, 'POST')).toHaveLength(0);
    expect(sent(store, 'GET', /by-zone/)).toHaveLength(0);
  });

  it('creates a tour from the by-zone calls; the order sent is the order shown', async () => {
    const { user, store, location } = await startTour();
    const zone = tourZones.grandTunis.id;
    for (const path of ['relay-depots', 'subcontractors', 'holders']) {
      expect(sent(store, 'GET', new RegExp(`/${path}/by-zone/${zone}$`)).length).toBeGreaterThan(0);
    }
    // Each holder of the zone with its status and collection frequency.
    const list = await screen.findByRole('list', { name: 'Détenteurs de la zone' });
    const darElJeld = within(list).getByText(h.darElJeld.name).closest('li')!;
    expect(within(darElJeld).getByText('En attente')).toBeInTheDocument();
    expect(within(darElJeld).getByText('2 × par semaine')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);

    await addHolders(user, h.kram.name, h.darElJeld.name, h.carthage.name);
    expect(within(list).getByText(h.kram.name).closest('li')).toHaveTextContent('Dans la tournée');
    await user.click(screen.getByRole('button', { name: `Monter ${h.carthage.name}` }));
    const shown = shownStops();
    expect(shown).toEqual([h.kram.name, h.carthage.name, h.darElJeld.name]);

    await user.click(screen.getByRole('button', { name: 'Créer la tournée' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Tournée Grand Tunis · Dépôt relais La Marsa',
      }),
    ).toBeInTheDocument();
    const [post] = sent(store, 'POST', /\/tours$/);
    expect(post!.body).toEqual({
      zoneId: zone,
      relayDepotId: depots.laMarsa.id,
      subcontractorId: subcontractors.ecoHuile.id,
      plannedDate: '2026-12-01',
      holders: [h.kram.id, h.carthage.id, h.darElJeld.id],
    });
    expect(post!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(location()).toBe(`/main/routing/${store.tours.at(-1)!.id}`);
    expect(screen.getByText('Tournée créée')).toBeInTheDocument();
    // The detail shows the stops in the order sent.
    expect(
      within(screen.getByRole('list', { name: "Arrêts, dans l'ordre de passage" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `1Arrêt 1${h.kram.name}`,
      `2Arrêt 2${h.carthage.name}`,
      `3Arrêt 3${h.darElJeld.name}`,
    ]);
  });

  it('rule "by-zone lists reset when the zone changes"', async () => {
    const { user, store } = await startTour();
    await addHolders(user, h.kram.name, h.carthage.name);
    expect(shownStops()).toHaveLength(2);

    await pick(user, /^Zone/, 'Cap Bon');
    expect(combobox(/^Dépôt relais/)).toHaveValue('');
    expect(combobox(/^Sous-traitant/)).toHaveValue('');
    expect(screen.queryByRole('list', { name: "Arrêts, dans l'ordre de passage" })).toBeNull();
    expect(status()).toHaveTextContent(
      'Nouvelle zone : dépôt relais, sous-traitants et arrêts ont été vidés.',
    );
    // The lists are Cap Bon's now, never Grand Tunis's.
    const list = await screen.findByRole('list', { name: 'Détenteurs de la zone' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual([h.orangers.name, h.pecheur.name]),
    );
    await user.click(combobox(/^Dépôt relais/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Dépôt relais Nabeul',
    ]);
    await user.keyboard('{Escape}');
    await user.click(combobox(/^Sous-traitant/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Recyclage Cap Bon',
    ]);
    expect(sent(store, 'GET', new RegExp(`/by-zone/${tourZones.capBon.id}$`)).length).toBe(3);
  });

  it('rule "keyboard reorder": move up and down, the focus stays on the moved stop, the move is announced', async () => {
    const { user } = await startTour();
    await addHolders(user, h.kram.name, h.carthage.name, h.darElJeld.name);
    expect(status()).toHaveTextContent(`${h.darElJeld.name} ajouté, arrêt 3 sur 3`);

    screen.getByRole('button', { name: `Descendre ${h.kram.name}` }).focus();
    await user.keyboard('{Enter}');
    expect(shownStops()).toEqual([h.carthage.name, h.kram.name, h.darElJeld.name]);
    expect(screen.getByRole('button', { name: `Descendre ${h.kram.name}` })).toHaveFocus();
    expect(status()).toHaveTextContent(`${h.kram.name} : arrêt 2 sur 3`);

    await user.keyboard('{Enter}');
    expect(shownStops()).toEqual([h.carthage.name, h.darElJeld.name, h.kram.name]);
    // Last now: "move down" is disabled, the focus moves to its "move up".
    expect(screen.getByRole('button', { name: `Descendre ${h.kram.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Monter ${h.kram.name}` })).toHaveFocus();
    expect(status()).toHaveTextContent(`${h.kram.name} : arrêt 3 sur 3`);

    await user.keyboard('{Enter}');
    expect(shownStops()).toEqual([h.carthage.name, h.kram.name, h.darElJeld.name]);
    expect(screen.getByRole('button', { name: `Monter ${h.kram.name}` })).toHaveFocus();

    // Removing a stop hands the focus to its neighbour.
    await user.click(screen.getByRole('button', { name: `Retirer ${h.kram.name}` }));
    expect(shownStops()).toEqual([h.carthage.name, h.darElJeld.name]);
    expect(screen.getByRole('button', { name: `Monter ${h.darElJeld.name}` })).toHaveFocus();
    expect(status()).toHaveTextContent(`${h.kram.name} retiré de la tournée`);
  });

  it('reorders by drag and drop', async () => {
    const { user } = await startTour();
    await addHolders(user, h.kram.name, h.carthage.name, h.darElJeld.name);
    const item = (name: string) =>
      within(screen.getByRole('list', { name: "Arrêts, dans l'ordre de passage" }))
        .getByText(name)
        .closest('li')!;
    fireEvent.dragStart(item(h.darElJeld.name));
    fireEvent.dragOver(item(h.kram.name));
    fireEvent.drop(item(h.kram.name));
    fireEvent.dragEnd(item(h.darElJeld.name));
    expect(shownStops()).toEqual([h.darElJeld.name, h.kram.name, h.carthage.name]);
    expect(status()).toHaveTextContent(`${h.darElJeld.name} : arrêt 1 sur 3`);
  });

  it('rule "suggest order": nearest neighbour from the depot, stops without coordinates last', async () => {
    const { user, store } = await startTour();
    const added = [h.menzah, h.darElJeld, h.marsaPlage, h.arianaCentre, h.kram, h.carthage];
    expect(screen.getByRole('button', { name: 'Proposer un ordre' })).toBeDisabled();
    await addHolders(user, ...added.map((x) => x.name), h.sidiBouSaid.name);
    await user.click(screen.getByRole('button', { name: 'Proposer un ordre' }));
    const suggested = [
      h.carthage,
      h.kram,
      h.sidiBouSaid,
      h.marsaPlage,
      h.arianaCentre,
      h.darElJeld,
      h.menzah,
    ].map((x) => x.name);
    expect(shownStops()).toEqual(suggested);
    expect(status()).toHaveTextContent(
      "Ordre proposé depuis Dépôt relais La Marsa, d'arrêt le plus proche en plus proche.",
    );
    expect(
      screen.getByText("1 arrêt sans coordonnées n'est pas sur la carte."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer la tournée' }));
    await screen.findByRole('heading', { level: 1, name: /^Tournée Grand Tunis/ });
    const body = sent(store, 'POST', /\/tours$/)[0]!.body as { holders: string[] };
    const byName = new Map(Object.values(h).map((x) => [x.name, x.id]));
    expect(body.holders).toEqual(suggested.map((name) => byName.get(name)));
  });

  it('a server error keeps the input and names the field', async () => {
    const { user, location } = await startTour();
    // After the tour server's handlers, so that this answer wins.
    server.use(
      http.post('*/tours', () =>
        HttpResponse.json(
          {
            ...errorBody(
              400,
              '400:BAD_REQUEST',
              "Ce sous-traitant n'intervient pas dans la zone choisie",
            ),
            details: {
              issues: [
                {
                  code: 'custom',
                  path: ['subcontractorId'],
                  message: "Ce sous-traitant n'intervient pas dans la zone choisie",
                },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    await addHolders(user, h.kram.name, h.carthage.name);
    await user.click(screen.getByRole('button', { name: 'Créer la tournée' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("L'enregistrement a échoué")).toBeInTheDocument();
    // On the field itself (the shared combobox marks it invalid; its text sits in the field).
    const subcontractor = combobox(/^Sous-traitant/);
    expect(subcontractor).toHaveAttribute('aria-invalid', 'true');
    expect(subcontractor.closest('[data-part="root"][data-scope="field"]')).toHaveTextContent(
      "Ce sous-traitant n'intervient pas dans la zone choisie",
    );
    expect(combobox(/^Zone/)).toHaveValue('Grand Tunis');
    expect(combobox(/^Dépôt relais/)).toHaveValue('Dépôt relais La Marsa');
    expect(combobox(/^Sous-traitant/)).toHaveValue('EcoHuile Tunis');
    expect(shownStops()).toEqual([h.kram.name, h.carthage.name]);
    expect(location()).toBe('/main/routing/new');
  });

  it('asks before leaving a half-built tour', async () => {
    const { user, location } = await startTour();
    await addHolders(user, h.kram.name);
    await user.click(
      within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByRole('link', {
        name: 'Tournées',
      }),
    );
    const dialog = await findQuestion('Quitter sans enregistrer ?');
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    expect(location()).toBe('/main/routing/new');
    expect(shownStops()).toEqual([h.kram.name]);
  });

  it('denied without CREATE', async () => {
    const { reader } = await import('./support');
    renderTours('/main/routing/new', { user: reader });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
  });
});
