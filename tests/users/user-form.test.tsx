import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createUserBodyPermissionsHolderRegExp } from '@generated/zod-mini/users/users.zod';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { ecoHuileTunis } from '@/features/subcontractors/mocks/subcontractor-fixtures';
import { regions, zones } from '@/components/pickers/mocks/area-fixtures';
import { accounts } from '@/features/users/mocks/user-fixtures';
import { changeLanguage } from '@/lib/i18n/i18n';
import { picker } from '../form-fields';
import { box, drawer, fillIdentity, pick, renderUsers, sent } from './support';

const openNew = async (options: Parameters<typeof renderUsers>[1] = {}) => {
  const view = renderUsers('/main/role-management/?user=new', options);
  await screen.findByRole('heading', { name: 'Nouvel utilisateur' });
  return view;
};
const create = () => screen.getByRole('button', { name: "Créer l'utilisateur" });
// In the drawer: the list's Rôle filter stays beside it until the drawer hides the page.
const role = () => within(drawer()).getByRole('combobox', { name: /^Rôle/ });
const posted = (store: Parameters<typeof sent>[0]) => sent(store, 'POST', /\/users$/);

describe('user form: rules (spec section 5)', () => {
  it('rule "required": names, CIN and role are required, nothing is sent', async () => {
    const { user, store } = await openNew();
    await fillIdentity(user, { email: 'karim@collecte-huile.tn' });
    await user.click(create());
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(4));
    expect(role()).toHaveAttribute('aria-invalid', 'true');
    expect(posted(store)).toHaveLength(0);
  });

  it('rule "at least one of email or phone number": the spec\'s message, nothing is sent', async () => {
    const { user, store } = await openNew();
    await fillIdentity(user, { firstName: 'Karim', lastName: 'Ben Salah', cin: '08765432' });
    await user.click(create());
    const message = 'Au moins un e-mail ou un numéro de téléphone est requis';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleErrorMessage(message);
    expect(posted(store)).toHaveLength(0);
    // A phone number alone is enough.
    await fillIdentity(user, { phone: '+216 22 456 789' });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('rule "at least one of email or phone number" in English: "At least one of email or phone number is required"', async () => {
    await changeLanguage('en');
    const { user } = renderUsers('/main/role-management/?user=new');
    await screen.findByRole('heading', { name: 'New user' });
    await user.click(screen.getByRole('button', { name: 'Create the user' }));
    expect(
      await screen.findByText('At least one of email or phone number is required'),
    ).toBeInTheDocument();
  });

  it('rule "e-mail valid" and "phone valid": each field shows its message', async () => {
    const { user, store } = await openNew();
    await fillIdentity(user, { email: 'karim@', phone: 'abc' });
    await user.click(create());
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide'),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(posted(store)).toHaveLength(0);
  });

  it('rule "CIN at most 20 characters" (the contract\'s limit)', async () => {
    const { user } = await openNew();
    await fillIdentity(user, { cin: '123456789012345678901' });
    await user.click(create());
    expect(
      await screen.findByText('Le CIN doit contenir au plus 20 caractères'),
    ).toBeInTheDocument();
  });

  it('rule "area required" once a role other than super administrator is chosen', async () => {
    const { user, store } = await openNew();
    await fillIdentity(user, {
      firstName: 'Karim',
      lastName: 'Ben Salah',
      cin: '08765432',
      phone: '+216 22 456 789',
    });
    await user.selectOptions(role(), 'DRIVER');
    await user.click(create());
    expect(
      await screen.findByText("Choisissez la région ou la zone où ces droits s'appliquent"),
    ).toBeInTheDocument();
    expect(posted(store)).toHaveLength(0);
  });
});

describe('user form: creating', () => {
  it('a driver: preset rights, adjusted, in a zone, of a company; pipe-separated actions, areaId, no empty e-mail', async () => {
    const companySearches: URLSearchParams[] = [];
    server.use(
      http.get('*/subcontractors', ({ request }) => {
        companySearches.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          items: [ecoHuileTunis],
          meta: {
            page: 1,
            limit: 100,
            totalItems: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
          },
        });
      }),
    );
    const { user, store, location } = await openNew();
    await fillIdentity(user, {
      firstName: 'Anis',
      lastName: 'Ferchichi',
      cin: '08765432',
      email: '',
      phone: '+216  22 456 789',
    });
    await user.selectOptions(role(), 'DRIVER');
    // The driver's defaults fill the matrix.
    expect(
      screen.getByText('Droits par défaut du rôle Chauffeur appliqués ; vous pouvez les ajuster.'),
    ).toBeInTheDocument();
    expect(box('Tournées : Lire')).toBeChecked();
    expect(box("Bons d'enlèvement : Créer")).toBeChecked();
    expect(box('Détenteurs : Lire')).not.toBeChecked();
    // The administrator adjusts them.
    await user.click(box('Tournées : Modifier'));
    await user.click(box('Réclamations : Créer'));
    await pick(user, 'Région', 'No', 'Nord');
    await pick(user, 'Zone', 'Grand', 'Grand Tunis');
    // A driver works for a company.
    await user.type(picker('Société (sous-traitant)'), 'Eco');
    await user.click(await screen.findByRole('option', { name: ecoHuileTunis.companyName }));
    // The companies offered are those of the chosen zone.
    expect(companySearches.at(-1)?.get('zoneId')).toBe(zones.grandTunis.id);
    await user.click(create());

    await waitFor(() => expect(posted(store)).toHaveLength(1));
    const body = posted(store)[0]!.body as Record<string, unknown> & {
      permissions: Record<string, string>;
    };
    expect(body).toEqual({
      firstName: 'Anis',
      lastName: 'Ferchichi',
      phoneNumber: '+216 22 456 789',
      cin: '08765432',
      role: 'DRIVER',
      permissions: {
        tour: 'READ|UPDATE',
        removalVoucher: 'READ|CREATE',
        complaint: 'READ',
        areaId: zones.grandTunis.id,
      },
      subcontractorId: ecoHuileTunis.id,
    });
    expect(body).not.toHaveProperty('email');
    for (const [key, actions] of Object.entries(body.permissions)) {
      if (key !== 'areaId') expect(actions).toMatch(createUserBodyPermissionsHolderRegExp);
    }
    // The drawer closes on the list, which shows the new PENDING account.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/main/role-management/');
    const row = (await screen.findByRole('link', { name: 'Anis Ferchichi' })).closest('tr')!;
    expect(within(row).getByText('En attente')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a regional manager for a whole region: areaId is the region, no empty phone', async () => {
    const { user, store } = await openNew();
    await fillIdentity(user, {
      firstName: 'Olfa',
      lastName: 'Mejri',
      cin: '05236987',
      email: 'olfa.mejri@collecte-huile.tn',
    });
    await user.selectOptions(role(), 'REGIONAL_MANAGER');
    await pick(user, 'Région', 'No', 'Nord');
    await user.click(create());
    await waitFor(() => expect(posted(store)).toHaveLength(1));
    const body = posted(store)[0]!.body as { permissions: Record<string, string> };
    expect(body).not.toHaveProperty('phoneNumber');
    expect(body.permissions).toEqual({
      holder: 'READ|CREATE|UPDATE',
      relayDepot: 'READ|CREATE|UPDATE',
      subcontractor: 'READ|CREATE|UPDATE',
      tour: 'READ|CREATE|UPDATE|DELETE',
      removalVoucher: 'READ|UPDATE',
      driver: 'READ|CREATE|UPDATE|DISABLE',
      users: 'READ',
      complaint: 'READ|CREATE|UPDATE',
      declaration: 'READ|CREATE',
      amendment: 'CREATE',
      stock: 'READ|CREATE',
      buyer: 'READ',
      shipment: 'READ|CREATE|UPDATE',
      areaId: regions[0]!.id,
    });
  });

  it('each resource offers only the actions that mean something on it', async () => {
    const { user } = await openNew();
    await user.selectOptions(role(), 'REGIONAL_MANAGER');
    expect(box('Historique : Lire')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Historique : Créer' })).toBeNull();
    expect(box('Déclarations des détenteurs : Lire')).toBeChecked();
    expect(box('Déclarations des détenteurs : Modifier')).not.toBeChecked();
    expect(
      screen.queryByRole('checkbox', { name: 'Déclarations des détenteurs : Supprimer' }),
    ).toBeNull();
    expect(box('Rectifications de bons : Créer')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Rectifications de bons : Lire' })).toBeNull();
    expect(box('Réclamations : Supprimer')).not.toBeChecked();
  });

  it('rights one does not hold are greyed and left out of the presets', async () => {
    // The fixture's administrator: vouchers READ|UPDATE only, drivers READ only.
    const { user } = await openNew({ user: users.admin });
    await user.selectOptions(role(), 'SUBCONTRACTOR');
    expect(box("Bons d'enlèvement : Créer")).toBeDisabled();
    expect(box("Bons d'enlèvement : Créer")).not.toBeChecked();
    expect(box("Bons d'enlèvement : Lire")).toBeChecked();
    expect(
      screen.getByText(
        "Les cases grisées sont des droits que vous n'avez pas vous-même : vous ne pouvez pas les donner.",
      ),
    ).toBeInTheDocument();
    // Drivers are managed with the driver rights, which this administrator only reads.
    expect(within(role()).queryByRole('option', { name: 'Chauffeur' })).toBeNull();
    expect(within(role()).queryByRole('option', { name: 'Super administrateur' })).toBeNull();
  });

  it('a super administrator: no matrix, no area, no permissions sent', async () => {
    const { user, store } = await openNew({ user: users.superAdmin });
    await fillIdentity(user, {
      firstName: 'Hela',
      lastName: 'Kefi',
      cin: '03216549',
      email: 'hela.kefi@collecte-huile.tn',
    });
    await user.selectOptions(role(), 'SUPER_ADMIN');
    expect(screen.queryByRole('table', { name: 'Droits par ressource et par action' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Région' })).toBeNull();
    await user.click(create());
    await waitFor(() => expect(posted(store)).toHaveLength(1));
    expect(posted(store)[0]!.body).toEqual({
      firstName: 'Hela',
      lastName: 'Kefi',
      email: 'hela.kefi@collecte-huile.tn',
      cin: '03216549',
      role: 'SUPER_ADMIN',
    });
  });
});

describe('user form: the temporary password', () => {
  const hela = {
    firstName: 'Hela',
    lastName: 'Kefi',
    cin: '03216549',
    email: 'hela.kefi@collecte-huile.tn',
  };

  it('sent: the creation is confirmed', async () => {
    const { user } = await openNew({ user: users.superAdmin });
    await fillIdentity(user, hela);
    await user.selectOptions(role(), 'SUPER_ADMIN');
    await user.click(create());
    expect(
      await screen.findByText('Utilisateur créé : il recevra un mot de passe temporaire.'),
    ).toBeInTheDocument();
  });

  it('not sent: the account is created and listed, and a warning says its password did not go out', async () => {
    const { user, store } = await openNew({ user: users.superAdmin });
    store.temporaryPasswordSent = false;
    await fillIdentity(user, hela);
    await user.selectOptions(role(), 'SUPER_ADMIN');
    await user.click(create());
    expect(
      await screen.findByText(
        "Compte créé, mais son mot de passe provisoire n'a pas pu être envoyé : son titulaire en choisira un avec « Mot de passe oublié ? » dès que l'envoi fonctionnera.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Utilisateur créé : il recevra un mot de passe temporaire.'),
    ).toBeNull();
    expect(store.users.map((u) => u.email)).toContain('hela.kefi@collecte-huile.tn');
  });
});

describe('user form: only what the server allows', () => {
  it('rule "accounts are managed downwards only": an ADMIN is offered only the roles below hers', async () => {
    await openNew();
    const offered = within(role())
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['', 'REGIONAL_MANAGER', 'SUBCONTRACTOR', 'DRIVER']);
  });

  it('rule "a permissions area lies inside the giver\'s": only places of her region are offered', async () => {
    const { user } = await openNew();
    await user.selectOptions(role(), 'SUBCONTRACTOR');
    await user.click(screen.getByRole('combobox', { name: 'Région' }));
    expect(await screen.findByRole('option', { name: 'Nord' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sud' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Zone' }));
    expect(await screen.findByRole('option', { name: 'Cap Bon' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sfax' })).toBeNull();
  });
});

describe('user form: a subcontractor manages its drivers', () => {
  it('rule "drivers are managed with the driver actions": a SUBCONTRACTOR reaches the accounts from the menu and sees drivers only', async () => {
    const { user, store } = renderUsers('/main/', { user: accounts.sami });
    const nav = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Gestion des rôles' }));
    expect(await screen.findByRole('heading', { name: 'Gestion des rôles' })).toBeInTheDocument();
    await waitFor(() => expect(sent(store, 'GET', /\/users$/).length).toBeGreaterThan(0));
    const filter = screen.getByRole('combobox', { name: 'Rôle' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'DRIVER']);
  });

  it('rule "drivers are managed with the driver actions, in one\'s own zone": a SUBCONTRACTOR creates drivers only, in its zone, which is required', async () => {
    const { user, store } = await openNew({ user: accounts.sami });
    expect(
      within(role())
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'DRIVER']);
    await fillIdentity(user, { firstName: 'Anis', lastName: 'Ferchichi', cin: '08765432' });
    await fillIdentity(user, { phone: '+216 22 456 789' });
    await user.selectOptions(role(), 'DRIVER');
    await user.click(screen.getByRole('combobox', { name: /^Zone/ }));
    expect(await screen.findByRole('option', { name: 'Grand Tunis' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Cap Bon' })).toBeNull();
    await user.keyboard('{Escape}');
    // The region alone is not enough: the subcontractor's rights stop at its zone.
    await pick(user, 'Région', 'No', 'Nord');
    await user.click(create());
    expect(
      await screen.findByText("Choisissez une zone : vos droits s'arrêtent à votre zone"),
    ).toBeInTheDocument();
    expect(posted(store)).toHaveLength(0);
    await pick(user, 'Zone', 'Grand', 'Grand Tunis');
    await user.click(create());
    await waitFor(() => expect(posted(store)).toHaveLength(1));
    expect(posted(store)[0]!.body).toMatchObject({
      role: 'DRIVER',
      permissions: { areaId: zones.grandTunis.id, tour: 'READ', removalVoucher: 'READ|CREATE' },
    });
  });
});
