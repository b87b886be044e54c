import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { depotZones } from '@/features/relay-depots/mocks/relay-depot-fixtures';
import { changeLanguage } from '@/lib/i18n/i18n';
import { field, fillDepotForm, renderDepots, sent } from './support';

const create = () => screen.getByRole('button', { name: 'Créer le dépôt' });

// Unscoped, so that zones are optional: the rules below are about the other fields.
const openNewForm = async (user: User = users.superAdmin) => {
  const view = renderDepots('/main/relay-depots/new', { user });
  await screen.findByRole('heading', { name: 'Nouveau dépôt relais', level: 1 });
  return view;
};

describe('relay depot form: rules (spec section 5)', () => {
  it('rule "capacity must be positive": 0 is refused, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await fillDepotForm(user, { capacity: '0' });
    await user.click(create());
    expect(await screen.findByText('La capacité doit être supérieure à 0')).toBeInTheDocument();
    expect(field(/^Capacité/)).toHaveAccessibleErrorMessage('La capacité doit être supérieure à 0');
    expect(sent(store, 'POST')).toHaveLength(0);
  });

  it('rule "quantity not negative": -5 is refused, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await fillDepotForm(user, { quantity: '-5' });
    await user.click(create());
    expect(await screen.findByText('La quantité ne peut pas être négative')).toBeInTheDocument();
    expect(sent(store, 'POST')).toHaveLength(0);
  });

  it('rule "quantity not required on create": an empty quantity is left out of the body', async () => {
    const { user, store, location } = await openNewForm();
    await fillDepotForm(user, { capacity: '12 000,5' });
    await user.click(create());
    await waitFor(() => expect(sent(store, 'POST')).toHaveLength(1));
    expect(sent(store, 'POST')[0]!.body).toEqual({
      code: 'DR-KAI-01',
      name: 'Dépôt relais Kairouan',
      capacity: 12000.5,
      address: 'Route de Sousse, Kairouan',
      lat: 35.6781,
      lng: 10.0963,
      email: 'kairouan@depots-huile.tn',
      phoneNumber: '+216 77 230 100',
      zoneIds: [],
    });
    // The new depot opens, without asking about unsaved changes.
    expect(
      await screen.findByRole('heading', { name: 'Dépôt relais Kairouan · DR-KAI-01' }),
    ).toBeInTheDocument();
    expect(location()).toMatch(/^\/main\/relay-depots\/[0-9a-f-]{36}$/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rule "quantity <= capacity": the French message shows on the quantity field, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await fillDepotForm(user, { capacity: '1000', quantity: '1500' });
    await user.click(create());
    const message = 'La quantité ne peut pas dépasser la capacité';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(/^Quantité/)).toHaveAccessibleErrorMessage(message);
    expect(field(/^Capacité/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent(store, 'POST')).toHaveLength(0);
  });

  it('rule "quantity <= capacity": raising the capacity clears the message', async () => {
    const { user } = await openNewForm();
    await fillDepotForm(user, { capacity: '1000', quantity: '1500' });
    await user.click(create());
    await screen.findByText('La quantité ne peut pas dépasser la capacité');
    await user.type(field(/^Capacité/), '0');
    await waitFor(() =>
      expect(screen.queryByText('La quantité ne peut pas dépasser la capacité')).toBeNull(),
    );
  });

  it('rule "e-mail valid": a malformed address is refused, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await fillDepotForm(user, { email: 'kairouan@' });
    await user.click(create());
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide'),
    ).toBeInTheDocument();
    expect(sent(store, 'POST')).toHaveLength(0);
  });

  it('rule "phone valid" and "coordinates in range": each shows its message', async () => {
    const { user, store } = await openNewForm();
    await fillDepotForm(user, { phone: 'abc', lat: '95', lng: '200' });
    await user.click(create());
    expect(
      await screen.findByText('Veuillez saisir un numéro de téléphone valide'),
    ).toBeInTheDocument();
    expect(screen.getByText('La latitude doit être comprise entre -90 et 90')).toBeInTheDocument();
    expect(
      screen.getByText('La longitude doit être comprise entre -180 et 180'),
    ).toBeInTheDocument();
    expect(sent(store, 'POST')).toHaveLength(0);
  });

  it('rule "required fields": an empty form names every missing field, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await user.click(create());
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(8));
    expect(sent(store, 'POST')).toHaveLength(0);
  });
});

describe('relay depot form: zones and saving', () => {
  it('sends the zones chosen in the searchable list as zoneIds', async () => {
    const { user, store } = await openNewForm();
    await fillDepotForm(user);
    const zones = screen.getByRole('combobox', { name: 'Zones desservies' });
    await user.type(zones, 'sah');
    await user.click(await screen.findByRole('option', { name: 'Sahel' }));
    await user.type(zones, 'cap');
    await user.click(await screen.findByRole('option', { name: 'Cap Bon' }));
    expect(screen.getByRole('button', { name: 'Retirer Sahel' })).toBeInTheDocument();
    await user.click(create());
    await waitFor(() => expect(sent(store, 'POST')).toHaveLength(1));
    expect(sent(store, 'POST')[0]!.body).toMatchObject({
      zoneIds: [depotZones.sahel.id, depotZones.capBon.id],
    });
  });

  it('rule "an area-limited user keeps depots in their area": only the zones of her region are offered', async () => {
    // The administrator of the Nord region.
    const { user } = await openNewForm(users.admin);
    const zones = screen.getByRole('combobox', { name: /^Zones desservies/ });
    await user.click(zones);
    expect(await screen.findByRole('option', { name: 'Cap Bon' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bizerte' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sahel' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Sfax' })).toBeNull();
  });

  it('rule "a depot of an area-limited user serves one of her zones": zones required, the message in French then English', async () => {
    const { user, store } = await openNewForm(users.admin);
    await fillDepotForm(user);
    await user.click(create());
    const message = 'Le dépôt doit desservir au moins une zone de votre périmètre';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent(store, 'POST')).toHaveLength(0);
    await changeLanguage('en');
    expect(
      await screen.findByText('The depot must serve at least one zone of your area'),
    ).toBeInTheDocument();
    await changeLanguage('fr');
    const zones = screen.getByRole('combobox', { name: /^Zones desservies/ });
    await user.type(zones, 'cap');
    await user.click(await screen.findByRole('option', { name: 'Cap Bon' }));
    await user.click(create());
    await waitFor(() => expect(sent(store, 'POST')).toHaveLength(1));
    expect(sent(store, 'POST')[0]!.body).toMatchObject({ zoneIds: [depotZones.capBon.id] });
  });

  it('a 400 from the server keeps the input, shows the message on the form and on its field', async () => {
    const { user, store } = await openNewForm();
    server.use(
      http.post(
        '*/relay-depots',
        () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', 'Ce code est déjà utilisé'),
              details: {
                issues: [{ code: 'custom', message: 'Ce code est déjà utilisé', path: ['code'] }],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await fillDepotForm(user);
    await user.click(create());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("L'enregistrement a échoué")).toBeInTheDocument();
    expect(within(alert).getByText('Ce code est déjà utilisé')).toBeInTheDocument();
    expect(field(/^Code/)).toHaveAccessibleErrorMessage('Ce code est déjà utilisé');
    expect(field(/^Code/)).toHaveValue('DR-KAI-01');
    expect(field(/^Nom/)).toHaveValue('Dépôt relais Kairouan');
    expect(sent(store, 'POST')).toHaveLength(0);

    // A failed save can be retried: the same form saves once the server accepts it.
    await user.clear(field(/^Code/));
    await user.type(field(/^Code/), 'DR-KAI-02');
    await user.click(create());
    await waitFor(() => expect(sent(store, 'POST')).toHaveLength(1));
  });

  it('cancelling a new depot goes back to the list without asking', async () => {
    const { user, location } = await openNewForm();
    await fillDepotForm(user);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByRole('heading', { name: 'Dépôts relais', level: 1 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/main/relay-depots/');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
