import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { relayDepots } from '@/features/relay-depots/mocks/relay-depot-fixtures';
import { findQuestion } from '../questions';
import { field, fillDepotForm, renderDepots } from './support';

const nabeul = relayDepots[1]!;
const question = () => findQuestion('Quitter sans enregistrer ?');
const backToList = () =>
  within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByRole('link', {
    name: 'Dépôts relais',
  });

const openEdit = async () => {
  const view = renderDepots(`/main/relay-depots/${nabeul.id}`);
  await screen.findByRole('heading', { name: 'Dépôt relais Nabeul · DR-NAB-01' });
  await view.user.click(screen.getByRole('button', { name: 'Modifier' }));
  // The form's code is loaded on "Modifier".
  await screen.findByRole('button', { name: 'Enregistrer' });
  return view;
};

describe('unsaved-changes guard on the relay depot form', () => {
  it('asks when leaving an edit with changes; "Rester" keeps the input', async () => {
    const { user, location } = await openEdit();
    await user.type(field(/^Nom/), ' Centre');
    await user.click(backToList());
    const dialog = await question();
    expect(within(dialog).getByText('Vos modifications seront perdues.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    expect(location()).toBe(`/main/relay-depots/${nabeul.id}`);
    expect(field(/^Nom/)).toHaveValue('Dépôt relais Nabeul Centre');
  });

  it('"Quitter" leaves and drops the changes', async () => {
    const { user, location, store } = await openEdit();
    await user.type(field(/^Nom/), ' Centre');
    await user.click(
      within(screen.getAllByRole('navigation', { name: 'Navigation principale' })[0]!).getByRole(
        'link',
        { name: 'Accueil' },
      ),
    );
    await user.click(within(await question()).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(location()).toBe('/main/'));
    // The question closes with an animation; under load it can outlive the navigation a little.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('does not ask after saving', async () => {
    const { user, location } = await openEdit();
    await user.type(field(/^Nom/), ' Centre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('heading', { name: 'Dépôt relais Nabeul Centre · DR-NAB-01' });
    await user.click(backToList());
    await screen.findByRole('heading', { name: 'Dépôts relais', level: 1 });
    expect(location()).toBe('/main/relay-depots/');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask after cancelling', async () => {
    const { user, location } = await openEdit();
    await user.type(field(/^Nom/), ' Centre');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      screen.getByRole('heading', { name: 'Dépôt relais Nabeul · DR-NAB-01' }),
    ).toBeInTheDocument();
    await user.click(backToList());
    await screen.findByRole('heading', { name: 'Dépôts relais', level: 1 });
    expect(location()).toBe('/main/relay-depots/');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks when leaving a new depot half typed, not when nothing was typed', async () => {
    const { user, location } = renderDepots('/main/relay-depots/new');
    await screen.findByRole('heading', { name: 'Nouveau dépôt relais', level: 1 });
    await user.click(backToList());
    await screen.findByRole('heading', { name: 'Dépôts relais', level: 1 });

    await user.click(screen.getByRole('link', { name: 'Nouveau' }));
    await screen.findByRole('heading', { name: 'Nouveau dépôt relais', level: 1 });
    await fillDepotForm(user, { name: 'Dépôt relais Gabès' });
    await user.click(backToList());
    await question();
    expect(location()).toBe('/main/relay-depots/new');
  });
});
