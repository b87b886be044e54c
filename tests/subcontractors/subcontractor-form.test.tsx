import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { zones } from '@/components/pickers/mocks/area-fixtures';
import { depots } from '@/features/subcontractors/mocks/subcontractor-fixtures';
import { changeLanguage } from '@/lib/i18n/i18n';
import {
  choose,
  field,
  fill,
  fillValidSubcontractor,
  picker,
  renderSubcontractors,
  sent,
  vehicle,
} from './support';

const create = () => screen.getByRole('button', { name: 'Créer le sous-traitant' });
const addVehicle = () => screen.getByRole('button', { name: 'Ajouter un véhicule' });
const posts = (store: Parameters<typeof sent>[0]) => sent(store, 'POST', /\/subcontractors$/);

const openNewForm = async () => {
  const view = renderSubcontractors('/main/subcontractors/new');
  await screen.findByRole('heading', { name: 'Nouveau sous-traitant', level: 1 });
  return view;
};

describe('subcontractor form: rules (spec section 5)', () => {
  it('rule "at least one of e-mail or phone": neither gives the message, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user, { 'E-mail': '', Téléphone: '' });
    await user.click(create());
    const message = 'Au moins un e-mail ou un numéro de téléphone est requis';
    await waitFor(() => expect(field('E-mail')).toHaveAccessibleErrorMessage(message));
    expect(posts(store)).toHaveLength(0);

    // A phone number is enough, and clears the message.
    await fill(user, 'Téléphone', '+216 55 123 456');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    await user.click(create());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(posts(store)[0]!.body).toMatchObject({ email: '', phoneNumber: '+216 55 123 456' });
  });

  it('rule "at least one of e-mail or phone": the spec\'s exact words in English', async () => {
    await changeLanguage('en');
    const { user, store } = renderSubcontractors('/main/subcontractors/new');
    await user.click(await screen.findByRole('button', { name: 'Create the subcontractor' }));
    expect(
      await screen.findByText('At least one of email or phone number is required'),
    ).toBeInTheDocument();
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "company name at least 1 character": blank spaces are refused', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user, { 'Nom de la société': '   ' });
    await user.click(create());
    await waitFor(() =>
      expect(field('Nom de la société')).toHaveAccessibleErrorMessage('Ce champ est obligatoire'),
    );
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "collection capacity > 0" and "assigned tank capacity > 0": 0 is refused', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user, {
      'Capacité de collecte (L/mois)': '0',
      'Capacité des cuves affectées (L)': '-3',
    });
    await user.click(create());
    expect(
      await screen.findByText('La capacité de collecte doit être supérieure à 0'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(field('Capacité des cuves affectées (L)')).toHaveAccessibleErrorMessage(
        'La capacité des cuves doit être supérieure à 0',
      ),
    );
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "fleet size >= 0": a negative or fractional fleet is refused, 0 is accepted', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user, { 'Taille de la flotte': '-1' });
    await user.click(create());
    expect(
      await screen.findByText('La taille de la flotte ne peut pas être négative'),
    ).toBeInTheDocument();
    await fill(user, 'Taille de la flotte', '1,5');
    expect(
      await screen.findByText('La taille de la flotte doit être un nombre entier'),
    ).toBeInTheDocument();
    expect(posts(store)).toHaveLength(0);
    await fill(user, 'Taille de la flotte', '0');
    await user.click(create());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(posts(store)[0]!.body).toMatchObject({ fleetSize: 0, vehicleCapacities: [] });
  });

  it('rule "each vehicle capacity > 0": 0 and text are refused on their own line', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user);
    await user.click(addVehicle());
    await user.click(addVehicle());
    await fill(user, 'Capacité du véhicule 1 (L)', '0');
    await fill(user, 'Capacité du véhicule 2 (L)', 'beaucoup');
    await user.click(create());
    await waitFor(() =>
      expect(vehicle(1)).toHaveAccessibleErrorMessage(
        "La capacité d'un véhicule doit être supérieure à 0",
      ),
    );
    await waitFor(() =>
      expect(vehicle(2)).toHaveAccessibleErrorMessage('Veuillez saisir un nombre'),
    );
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "vehicle capacities count <= fleet size": the French message, and the fleet size clears it', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user, { 'Taille de la flotte': '1' });
    for (const [n, capacity] of [
      [1, '1000'],
      [2, '1 500,5'],
    ] as const) {
      await user.click(addVehicle());
      await fill(user, `Capacité du véhicule ${n} (L)`, capacity);
    }
    await user.click(create());
    const message =
      'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts(store)).toHaveLength(0);

    await fill(user, 'Taille de la flotte', '2');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    await user.click(create());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(posts(store)[0]!.body).toMatchObject({
      fleetSize: 2,
      vehicleCapacities: [1000, 1500.5],
    });
  });

  it('rule "vehicle capacities count <= fleet size": removing a vehicle clears the message', async () => {
    const { user } = await openNewForm();
    await fillValidSubcontractor(user, { 'Taille de la flotte': '1' });
    await user.click(addVehicle());
    await fill(user, 'Capacité du véhicule 1 (L)', '900');
    await user.click(addVehicle());
    await fill(user, 'Capacité du véhicule 2 (L)', '800');
    await user.click(create());
    const message =
      'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte';
    await screen.findByText(message);
    await user.click(screen.getByRole('button', { name: 'Retirer le véhicule 2' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(screen.queryByLabelText(/Capacité du véhicule 2/)).toBeNull();
  });

  it('rule "contract end after start": an earlier end is refused on the end date', async () => {
    const { user, store } = await openNewForm();
    await fillValidSubcontractor(user, { 'Fin du contrat': '2026-02-01' });
    await user.click(create());
    await waitFor(() =>
      expect(field('Fin du contrat')).toHaveAccessibleErrorMessage(
        'La date de fin du contrat doit être postérieure à la date de début',
      ),
    );
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "relay depot among the zone\'s depots": the by-zone call, and another zone empties the depot', async () => {
    const { user, store } = await openNewForm();
    expect(picker('Dépôt relais')).toBeDisabled();
    expect(screen.getByText("Choisissez d'abord une zone.")).toBeInTheDocument();

    await choose(user, 'Zone', 'Grand Tunis');
    await user.click(picker('Dépôt relais'));
    const options = await within(document.body).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Dépôt relais Ben Arous · DR-TUN-02',
      'Dépôt relais La Marsa · DR-TUN-01',
    ]);
    expect(
      sent(store, 'GET', new RegExp(`/relay-depots/by-zone/${zones.grandTunis.id}$`)),
    ).not.toHaveLength(0);
    await user.click(options[1]!);
    expect(picker('Dépôt relais')).toHaveValue('Dépôt relais La Marsa · DR-TUN-01');

    await choose(user, 'Zone', 'Cap Bon');
    expect(picker('Dépôt relais')).toHaveValue('');
    await user.click(create());
    await waitFor(() => expect(picker('Dépôt relais')).toHaveAttribute('aria-invalid', 'true'));
    expect(picker('Zone')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('rule "required fields": an empty form names every missing field, nothing is sent', async () => {
    const { user, store } = await openNewForm();
    await user.click(create());
    // Names, CIN, company, two dates, zone, depot, two capacities and the fleet size.
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(11));
    expect(posts(store)).toHaveLength(0);
  });
});

describe('subcontractor form: what a create sends', () => {
  it('rule "role never sent": the user and company fields, numbers parsed, days as midnight UTC, no role', async () => {
    const { user, store, location } = await openNewForm();
    await fillValidSubcontractor(user, { Téléphone: '+216  72 100 200' });
    await user.click(addVehicle());
    await fill(user, 'Capacité du véhicule 1 (L)', '1200');
    await choose(user, 'Sous-traitant gestionnaire', 'EcoHuile Tunis SARL');
    await user.click(create());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    const request = posts(store)[0]!;
    expect(request.body).toEqual({
      firstName: 'Rania',
      lastName: 'Jelassi',
      email: 'rania@collecte-sahel.tn',
      phoneNumber: '+216 72 100 200',
      cin: '11223344',
      companyName: 'Collecte Nabeul',
      contractStartDate: '2026-03-01T00:00:00.000Z',
      contractEndDate: '2028-02-29T00:00:00.000Z',
      zoneId: zones.capBon.id,
      relayDepotId: depots.nabeul.id,
      managerSubcontractorId: '00000000-0000-4000-8000-000000000601',
      collectionCapacity: 2500.5,
      assignedTankCapacity: 1800,
      fleetSize: 2,
      vehicleCapacities: [1200],
    });
    expect(request.body).not.toHaveProperty('role');
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    // The new company opens, without asking about unsaved changes.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collecte Nabeul' }),
    ).toBeInTheDocument();
    expect(location()).toMatch(/^\/main\/subcontractors\/[0-9a-f-]{36}$/);
    expect(screen.getByText('Sous-traitant créé')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a temporary password that could not be sent: the company is created, and a warning says so', async () => {
    const { user, store } = await openNewForm();
    store.temporaryPasswordSent = false;
    await fillValidSubcontractor(user);
    await user.click(create());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collecte Nabeul' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Compte créé, mais son mot de passe provisoire n'a pas pu être envoyé : son titulaire en choisira un avec « Mot de passe oublié ? » dès que l'envoi fonctionnera.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sous-traitant créé')).toBeNull();
    expect(store.subcontractors.map((s) => s.companyName)).toContain('Collecte Nabeul');
  });

  it('rule "400 keeps the input": the server message on the form and on its field, then a retry saves', async () => {
    const { user, store } = await openNewForm();
    server.use(
      http.post(
        '*/subcontractors',
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
    await fillValidSubcontractor(user);
    await user.click(addVehicle());
    await fill(user, 'Capacité du véhicule 1 (L)', '700');
    await user.click(create());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("L'enregistrement a échoué")).toBeInTheDocument();
    expect(within(alert).getByText('Cet e-mail est déjà utilisé')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAccessibleErrorMessage('Cet e-mail est déjà utilisé');
    expect(field('E-mail')).toHaveValue('rania@collecte-sahel.tn');
    expect(field('Nom de la société')).toHaveValue('Collecte Nabeul');
    expect(vehicle(1)).toHaveValue('700');
    expect(picker('Dépôt relais')).toHaveValue('Dépôt relais Nabeul · DR-NAB-01');

    await fill(user, 'E-mail', 'rania.jelassi@collecte-sahel.tn');
    await user.click(create());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
  });

  it('cancelling goes back to the list without asking', async () => {
    const { user, location } = await openNewForm();
    await fill(user, 'Nom de la société', 'Brouillon');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByRole('heading', { name: 'Sous-traitants', level: 1 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/main/subcontractors/');
  });
});
