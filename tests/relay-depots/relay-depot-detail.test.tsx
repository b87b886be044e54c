import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import { laMarsa, relayDepots } from '@/features/relay-depots/mocks/relay-depot-fixtures';
import { field, reader, renderDepots, sent } from './support';

const nabeul = relayDepots[1]!;

const openEdit = async (depot = nabeul) => {
  const view = renderDepots(`/main/relay-depots/${depot.id}`);
  await screen.findByRole('heading', { name: `${depot.name} · ${depot.code}`, level: 1 });
  await view.user.click(screen.getByRole('button', { name: 'Modifier' }));
  // The form's code is loaded on "Modifier".
  await screen.findByRole('button', { name: 'Enregistrer' });
  return view;
};

describe('relay depot detail (/main/relay-depots/{id})', () => {
  it('shows the depot read-only: large gauge, zones as tags, contact', async () => {
    renderDepots(`/main/relay-depots/${laMarsa.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Dépôt relais La Marsa · DR-TUN-01' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Taux de remplissage' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^85\s%, presque plein$/),
    );
    expect(screen.getByText(/^10\s200\sL sur 12\s000\sL$/)).toBeInTheDocument();
    expect(screen.getByText(/^1\s800\sL disponibles$/)).toBeInTheDocument();
    const zones = screen
      .getByRole('heading', { name: 'Zones desservies' })
      .closest('.chakra-card__root')!;
    expect(
      within(zones as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Grand Tunis']);
    expect(screen.getByRole('link', { name: 'lamarsa@depots-huile.tn' })).toHaveAttribute(
      'href',
      'mailto:lamarsa@depots-huile.tn',
    );
    expect(screen.getByRole('link', { name: '+216 71 234 567' })).toHaveAttribute(
      'href',
      'tel:+21671234567',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('list → detail → edit → save → the list shows the change without a reload', async () => {
    const { user, store } = renderDepots('/main/relay-depots/');
    await user.click(await screen.findByRole('link', { name: 'Dépôt relais Nabeul' }));
    await screen.findByRole('heading', { name: 'Dépôt relais Nabeul · DR-NAB-01' });
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await screen.findByRole('button', { name: 'Enregistrer' });

    await user.clear(field(/^Nom/));
    await user.type(field(/^Nom/), 'Dépôt relais Nabeul Centre');
    // The quantity is the stock ledger's balance: the capacity is what an edit changes.
    await user.clear(field(/^Capacité/));
    await user.type(field(/^Capacité/), '2800');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByRole('heading', { name: 'Dépôt relais Nabeul Centre · DR-NAB-01' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Modifications enregistrées')).toBeInTheDocument();
    const [patch] = sent(store, 'PATCH');
    expect(patch!.headers.get('If-Match')).toBe('"2026-11-20T16:45:00.000Z"');
    expect(patch!.body).toMatchObject({
      name: 'Dépôt relais Nabeul Centre',
      capacity: 2800,
    });
    // Back to read-only, with the saved values and the gauge now in warning.
    expect(screen.getByText(/^2\s400\sL sur 2\s800\sL$/)).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/presque plein$/),
    );

    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    await user.click(within(trail).getByRole('link', { name: 'Dépôts relais' }));
    const row = (await screen.findByRole('link', { name: 'Dépôt relais Nabeul Centre' })).closest(
      'tr',
    )!;
    expect(within(row).getByText(/^2\s800\sL$/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rule "quantity <= capacity" on update: the French message, nothing sent', async () => {
    const { user, store } = await openEdit();
    await user.clear(field(/^Capacité/));
    await user.type(field(/^Capacité/), '2399,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('La quantité ne peut pas dépasser la capacité'),
    ).toBeInTheDocument();
    expect(field(/^Quantité/)).toHaveAccessibleErrorMessage(
      'La quantité ne peut pas dépasser la capacité',
    );
    expect(sent(store, 'PATCH')).toHaveLength(0);
  });

  it('on update the quantity is the stock ledger balance: shown, read only, never typed', async () => {
    const { user } = await openEdit();
    expect(field(/^Quantité/)).toHaveValue('2400');
    expect(field(/^Quantité/)).toHaveAttribute('readonly');
    await user.type(field(/^Quantité/), '5');
    expect(field(/^Quantité/)).toHaveValue('2400');
    expect(screen.getByText(/Le solde du registre de stock/)).toBeInTheDocument();
  });

  it('412: someone saved meanwhile; the message asks to reload and the input stays', async () => {
    const { user, store } = await openEdit();
    await user.clear(field(/^Nom/));
    await user.type(field(/^Nom/), 'Mon nom');
    // Another user saves first: the version the form was opened on is no longer the latest.
    store.depots = store.depots.map((d) =>
      d.id === nabeul.id
        ? { ...d, name: 'Nom d’un collègue', updatedAt: '2026-11-21T09:00:00.000Z' }
        : d,
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce dépôt a été modifié entre-temps')).toBeInTheDocument();
    expect(field(/^Nom/)).toHaveValue('Mon nom');
    expect(sent(store, 'PATCH')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() => expect(field(/^Nom/)).toHaveValue('Nom d’un collègue'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(field(/^Nom/));
    await user.type(field(/^Nom/), 'Mon nom');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Mon nom · DR-NAB-01' })).toBeInTheDocument();
    expect(sent(store, 'PATCH')[1]!.headers.get('If-Match')).toBe('"2026-11-21T09:00:00.000Z"');
  });

  it('404: a not-found state with a way back to the list', async () => {
    renderDepots('/main/relay-depots/00000000-0000-4000-8000-000000000404');
    expect(
      await screen.findByRole('heading', { name: 'Dépôt relais introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      '/main/relay-depots/',
    );
  });

  it('"Modifier" only with UPDATE', async () => {
    renderDepots(`/main/relay-depots/${nabeul.id}`, { user: reader });
    await screen.findByRole('heading', { name: 'Dépôt relais Nabeul · DR-NAB-01' });
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });

  it('denied without READ', async () => {
    const { store } = renderDepots(`/main/relay-depots/${nabeul.id}`, {
      user: users.subcontractor,
    });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(store.requests).toHaveLength(0);
  });

  it('the create screen is denied without CREATE', async () => {
    renderDepots('/main/relay-depots/new', { user: reader });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
