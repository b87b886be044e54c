import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { regions } from '@/components/pickers/mocks/area-fixtures';
import { users } from '@mocks/fixtures';
import { accounts, userAccounts } from '@/features/users/mocks/user-fixtures';
import { findQuestion } from '../questions';
import { box, drawer, fillIdentity, findDrawer, renderUsers, sent } from './support';

const openUser = async (id: string, options: Parameters<typeof renderUsers>[1] = {}) => {
  const view = renderUsers(`/main/role-management/?user=${id}`, options);
  await screen.findByRole('button', { name: 'Enregistrer' });
  return view;
};
const save = () => screen.getByRole('button', { name: 'Enregistrer' });
const patches = (store: Parameters<typeof sent>[0]) => sent(store, 'PATCH', /\/users\//);

describe('user drawer: editing', () => {
  it('a row opens its account in the drawer, with its rights and area', async () => {
    const { user, location } = renderUsers('/main/role-management/?role=REGIONAL_MANAGER');
    await user.click(await screen.findByRole('link', { name: 'Youssef Hammami' }));
    expect(
      await within(await findDrawer()).findByRole('heading', { name: 'Youssef Hammami' }),
    ).toBeVisible();
    expect(location()).toBe(
      `/main/role-management/?role=REGIONAL_MANAGER&user=${accounts.youssef.id}`,
    );
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(screen.getByRole('combobox', { name: /^Rôle/ })).toHaveValue('REGIONAL_MANAGER');
    expect(box('Tournées : Supprimer')).toBeChecked();
    expect(box('Utilisateurs : Modifier')).not.toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Région' })).toHaveValue('Nord'),
    );
    // Closing goes back to the filtered list.
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(location()).toBe('/main/role-management/?role=REGIONAL_MANAGER'));
  });

  it('sends only what changed, with If-Match: a phone number added', async () => {
    const { user, store } = await openUser(accounts.youssef.id);
    await fillIdentity(user, { phone: '+216 71 000 111' });
    await user.click(save());
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ phoneNumber: '+216 71 000 111' });
    expect(patches(store)[0]!.headers.get('If-Match')).toBe(`"${accounts.youssef.updatedAt}"`);
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
  });

  it('an e-mail emptied on purpose goes as "" (the contract\'s "absent"); the phone untouched is not sent', async () => {
    const { user, store } = await openUser(accounts.sami.id);
    await fillIdentity(user, { email: '' });
    await user.click(save());
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ email: '' });
  });

  it('changed rights go whole, pipe-separated, with the unchanged area as areaId', async () => {
    const { user, store } = await openUser(accounts.youssef.id);
    await user.click(box('Utilisateurs : Créer'));
    await user.click(box('Tournées : Supprimer'));
    await user.click(save());
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({
      permissions: {
        holder: 'READ|CREATE|UPDATE',
        tour: 'READ|CREATE|UPDATE',
        removalVoucher: 'READ|UPDATE',
        users: 'READ|CREATE',
        areaId: regions[0]!.id,
      },
    });
  });

  it('a 412 says the account changed meanwhile and reloads it', async () => {
    const { user, store } = await openUser(accounts.youssef.id);
    // Someone else saved the account after it was opened.
    store.users = store.users.map((u) =>
      u.id === accounts.youssef.id
        ? { ...u, firstName: 'Youssouf', updatedAt: '2026-11-21T10:00:00.000Z' }
        : u,
    );
    await fillIdentity(user, { cin: '04561238' });
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce compte a changé entre-temps')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Youssouf'),
    );
    await fillIdentity(user, { cin: '04561238' });
    await user.click(save());
    await waitFor(() => expect(patches(store)).toHaveLength(2));
    expect(patches(store)[1]!.headers.get('If-Match')).toBe('"2026-11-21T10:00:00.000Z"');
  });

  it("a 400 puts the server's message on its field and above the buttons", async () => {
    const { user } = await openUser(accounts.youssef.id);
    server.use(
      http.patch(
        '*/users/:id',
        () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', 'Cet e-mail est déjà utilisé'),
              details: {
                issues: [
                  { code: 'custom', message: 'Cet e-mail est déjà utilisé', path: ['email'] },
                ],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await fillIdentity(user, { email: 'sami.gharbi@ecohuile.tn' });
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("L'enregistrement a échoué")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleErrorMessage(
      'Cet e-mail est déjà utilisé',
    );
  });

  it('closing with unsaved edits asks first', async () => {
    const { user, location } = await openUser(accounts.youssef.id);
    await fillIdentity(user, { cin: '04561238' });
    await user.click(within(drawer()).getByRole('button', { name: 'Fermer' }));
    const question = await findQuestion('Quitter sans enregistrer ?');
    await user.click(within(question).getByRole('button', { name: 'Rester' }));
    expect(location()).toContain(`user=${accounts.youssef.id}`);
    expect(screen.getByRole('textbox', { name: /^CIN/ })).toHaveValue('04561238');
  });

  it('an unknown id says so in the drawer', async () => {
    renderUsers('/main/role-management/?user=10000000-0000-4000-8000-000000000099');
    expect(await screen.findByRole('heading', { name: 'Utilisateur introuvable' })).toBeVisible();
  });
});

describe('user drawer: revoke, restore, delete', () => {
  it('revoking asks, then sends status REVOKED with If-Match', async () => {
    const { user, store } = await openUser(accounts.youssef.id);
    await user.click(screen.getByRole('button', { name: "Révoquer l'accès" }));
    const dialog = await findQuestion("Révoquer l'accès de Youssef Hammami ?");
    expect(within(dialog).queryByText(/votre propre compte/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: "Révoquer l'accès" }));
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ status: 'REVOKED' });
    expect(patches(store)[0]!.headers.get('If-Match')).toBe(`"${accounts.youssef.updatedAt}"`);
    expect(await within(drawer()).findByText('Révoqué')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Rétablir l'accès" })).toBeInTheDocument();
  });

  it('restoring a revoked account sends status ACTIVE', async () => {
    const { user, store } = await openUser(accounts.rania.id);
    await user.click(screen.getByRole('button', { name: "Rétablir l'accès" }));
    const dialog = await findQuestion();
    await user.click(within(dialog).getByRole('button', { name: "Rétablir l'accès" }));
    await waitFor(() => expect(patches(store)[0]?.body).toEqual({ status: 'ACTIVE' }));
  });

  it('deleting asks; cancelling sends nothing; confirming deletes and closes the drawer', async () => {
    const { user, store, location } = await openUser(accounts.youssef.id);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    let dialog = await findQuestion('Supprimer Youssef Hammami ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(store, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    dialog = await findQuestion('Supprimer Youssef Hammami ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(sent(store, 'DELETE')).toHaveLength(1));
    expect(sent(store, 'DELETE')[0]!.url.pathname).toMatch(
      new RegExp(`/users/${accounts.youssef.id}$`),
    );
    await waitFor(() => expect(location()).toBe('/main/role-management/'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Youssef Hammami' })).toBeNull());
  });

  it('without users DISABLE and DELETE there is neither revoke nor delete', async () => {
    const editor = {
      ...accounts.amira,
      permissions: { ...accounts.amira.permissions!, users: 'READ|UPDATE' },
    };
    await openUser(accounts.youssef.id, { user: editor });
    expect(screen.queryByRole('button', { name: "Révoquer l'accès" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('without users UPDATE the account is read-only', async () => {
    const reader = {
      ...accounts.amira,
      permissions: { ...accounts.amira.permissions!, users: 'READ' },
    };
    renderUsers(`/main/role-management/?user=${accounts.youssef.id}`, { user: reader });
    expect(
      await screen.findByText('Vous pouvez consulter ce compte, mais pas le modifier.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toBeDisabled();
    expect(box('Tournées : Lire')).toBeDisabled();
  });
});

describe('user drawer: only what the server allows', () => {
  it('rule "accounts are managed downwards only": an ADMIN opens another ADMIN\'s account read-only', async () => {
    renderUsers(`/main/role-management/?user=${accounts.leila.id}`);
    expect(
      await screen.findByText(
        'Ce compte a un rôle égal ou supérieur au vôtre : vous pouvez le consulter, mais pas le modifier.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Rétablir l'accès" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Rôle/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Région' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Effacer' })).toBeNull();
    expect(box('Utilisateurs : Modifier')).toBeDisabled();
  });

  it('rule "the roles given are below one\'s own": an ADMIN changes a manager into a lower role only', async () => {
    await openUser(accounts.youssef.id);
    const options = within(screen.getByRole('combobox', { name: /^Rôle/ }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', 'REGIONAL_MANAGER', 'SUBCONTRACTOR', 'DRIVER']);
  });

  it('rule "nobody hands out an action they do not hold": an account holding more keeps role and rights, its identity still changes', async () => {
    // Users: Delete is not hers; Youssef holds it.
    const youssef = {
      ...accounts.youssef,
      permissions: { ...accounts.youssef.permissions!, users: 'READ|DELETE' },
    };
    const amira = {
      ...accounts.amira,
      permissions: { ...accounts.amira.permissions!, users: 'READ|CREATE|UPDATE' },
    };
    const { user, store } = renderUsers(`/main/role-management/?user=${youssef.id}`, {
      user: amira,
      list: [amira, youssef],
    });
    expect(
      await screen.findByText(
        "Ce compte détient des droits que vous n'avez pas : vous pouvez modifier son identité, mais pas son rôle ni ses droits.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Rôle/ })).toBeDisabled();
    expect(box('Tournées : Lire')).toBeDisabled();
    await fillIdentity(user, { cin: '04561238' });
    await user.click(save());
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ cin: '04561238' });
  });
});

describe("user drawer: one's own account", () => {
  it('rule "nobody changes their own role, status or rights, nor deletes themselves": an ADMIN\'s own account is read-only', async () => {
    renderUsers(`/main/role-management/?user=${accounts.amira.id}`);
    expect(
      await screen.findByText(
        "C'est votre propre compte : seul quelqu'un d'autre peut changer son rôle, ses droits ou son accès.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Révoquer l'accès" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(box('Utilisateurs : Modifier')).toBeDisabled();
  });

  it('rule "nobody changes their own role, status or rights": a super administrator edits only their own identity', async () => {
    const me = users.superAdmin;
    const { user, store } = renderUsers(`/main/role-management/?user=${me.id}`, {
      user: me,
      list: [me, ...userAccounts],
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(screen.getByRole('combobox', { name: /^Rôle/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: "Révoquer l'accès" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    await fillIdentity(user, { phone: '+216 71 000 222' });
    await user.click(save());
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ phoneNumber: '+216 71 000 222' });
  });
});
