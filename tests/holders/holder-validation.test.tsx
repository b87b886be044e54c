import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import { delegations } from '@/components/pickers/mocks/area-fixtures';
import { renderApp } from '../render';
import { fastUser, field, fill, fillValidHolder, holderServer, picker } from './support';

const openCreate = async () => {
  const server = holderServer();
  const view = renderApp('/main/holders/new', { user: users.admin });
  await screen.findByRole('heading', { level: 1, name: 'Nouveau détenteur' });
  const user = fastUser();
  await fillValidHolder(user);
  return { ...view, ...server, user };
};
const create = () => screen.getByRole('button', { name: 'Créer le détenteur' });

/** Enters one bad value in an otherwise valid form: its message shows and nothing is sent. */
async function expectRefused(label: string, value: string, message: string) {
  const { user, creates } = await openCreate();
  await fill(user, label, value);
  await user.click(create());
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toEqual([]);
}

describe('holder form: the rules of spec section 5, before anything is sent', () => {
  it('rule "postal code 1000 to 9999": 999 is refused with the exact message', async () => {
    await expectRefused(
      'Code postal',
      '999',
      'Le code postal doit être compris entre 1000 et 9999',
    );
  });

  it('rule "a field error is linked to its field": the postal code is described by its error', async () => {
    await expectRefused(
      'Code postal',
      '999',
      'Le code postal doit être compris entre 1000 et 9999',
    );
    // The field links the error once it has rendered it: a frame after the text shows.
    await waitFor(() =>
      expect(field('Code postal')).toHaveAccessibleDescription(
        'Le code postal doit être compris entre 1000 et 9999',
      ),
    );
  });

  it('rule "postal code 1000 to 9999": 10000 is refused with the exact message', async () => {
    await expectRefused(
      'Code postal',
      '10000',
      'Le code postal doit être compris entre 1000 et 9999',
    );
  });

  it('rule "postal code is an integer": 2070.5 is refused with the same message', async () => {
    await expectRefused(
      'Code postal',
      '2070.5',
      'Le code postal doit être compris entre 1000 et 9999',
    );
  });

  it('rule "storage capacity not negative": -1 L is refused', async () => {
    await expectRefused(
      'Capacité de stockage (L)',
      '-1',
      'La capacité de stockage ne peut pas être négative',
    );
  });

  it('rule "contact e-mail valid": an address without a domain is refused', async () => {
    await expectRefused(
      'E-mail du contact',
      'mourad@',
      'Veuillez saisir une adresse e-mail valide',
    );
  });

  it('rule "non-empty texts": a name of spaces only is refused as missing', async () => {
    await expectRefused('Nom', '   ', 'Ce champ est obligatoire');
  });

  it('rule "non-empty texts": an empty city is refused as missing', async () => {
    await expectRefused('Ville', '', 'Ce champ est obligatoire');
  });

  it('rule "collection count integer >= 0": -2 is refused', async () => {
    await expectRefused(
      'Nombre de collectes',
      '-2',
      'Le nombre de collectes doit être un entier positif ou nul',
    );
  });

  it('rule "collection count integer >= 0": 1.5 is refused', async () => {
    await expectRefused(
      'Nombre de collectes',
      '1.5',
      'Le nombre de collectes doit être un entier positif ou nul',
    );
  });

  it('rule "net amount not negative": -10 TND is refused', async () => {
    await expectRefused('Montant net (TND)', '-10', 'Le montant net ne peut pas être négatif');
  });

  it('rule "latitude -90 to 90": 95 is refused', async () => {
    await expectRefused('Latitude', '95', 'La latitude doit être comprise entre -90 et 90');
  });

  it('rule "dates required": an identification date left empty is refused', async () => {
    await expectRefused("Date d'identification", '', 'Ce champ est obligatoire');
  });

  it('rule "delegation required": emptying the delegation makes the form ask for one', async () => {
    const { user, creates } = await openCreate();
    await user.clear(picker('Délégation'));
    await user.keyboard('{Escape}');
    await user.click(create());
    expect(await screen.findByText('Choisissez une délégation')).toBeInTheDocument();
    expect(picker('Délégation')).toHaveAttribute('aria-invalid', 'true');
    expect(creates).toEqual([]);
  });

  it('every missing field is named at once on an empty form', async () => {
    const server = holderServer();
    const { user } = renderApp('/main/holders/new', { user: users.admin });
    await user.click(await screen.findByRole('button', { name: 'Créer le détenteur' }));
    // Nine texts, three choices, three dates and four numbers without a default: each says so.
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(19));
    expect(screen.getByText('Choisissez une délégation')).toBeInTheDocument();
    expect(server.creates).toEqual([]);
  });
});

describe('holder form: what is sent', () => {
  it('a valid holder is sent with numbers as numbers and dates as ISO date-times, then its detail opens', async () => {
    const { user, creates, location } = await openCreate();
    await user.click(create());
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toEqual({
      name: 'Café des Délices',
      number: 'DT-000900',
      oilType: 'Huile de friture',
      category: 'PARTIAL',
      sectorCode: 'A',
      sectorSActCode: 'C',
      identificationDate: '2025-01-15T00:00:00.000Z',
      supplierStatus: 'ACTIVE',
      address: '3 rue de la Kasbah',
      postalCode: 1008,
      city: 'Tunis',
      delegationId: delegations.carthage.id,
      lat: 36.8529,
      lng: 10.3233,
      contact: 'Mourad Jaziri',
      contactPhone: '+216 22 456 789',
      contactLandline: '',
      contactEmail: 'mourad@delices.tn',
      status: 'PENDING',
      subcontractorId: null,
      subcontractorAssignmentStartDate: '2025-02-01T00:00:00.000Z',
      collectFrequencyNumber: 3,
      collectFrequencyType: 'WEEKLY',
      storageCapacity: 800,
      latestTankAssignment: 'CUV-0900',
      latestTankAssignmentDate: '2025-02-03T00:00:00.000Z',
      netAmount: 250.5,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café des Délices' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/main/holders/9d3c4a1e-0000-4000-8000-000000000999');
    expect(screen.getByText('Détenteur créé')).toBeInTheDocument();
  });

  it('the subcontractor is chosen by searching its name', async () => {
    const { user, creates } = await openCreate();
    await user.type(picker('Sous-traitant'), 'cap');
    await user.click(await screen.findByRole('option', { name: 'Recyclage Cap Bon' }));
    await user.click(create());
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]!.subcontractorId).toBe('7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a12');
  });
});
