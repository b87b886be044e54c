import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { zones } from '@/components/pickers/mocks/area-fixtures';
import {
  depots,
  ecoHuileTunis,
  subcontractors,
} from '@/features/subcontractors/mocks/subcontractor-fixtures';
import {
  choose,
  field,
  fill,
  picker,
  reader,
  renderSubcontractors,
  sent,
  vehicle,
  readOnAFixedDay,
} from './support';

readOnAFixedDay();

const benArous = subcontractors[3]!;
const section = (name: string) => screen.getByRole('region', { name });
const flat = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const patches = (store: Parameters<typeof sent>[0]) => sent(store, 'PATCH');

const openDetail = async (
  id = ecoHuileTunis.id,
  { user = users.admin, title = 'EcoHuile Tunis SARL' }: { user?: User; title?: string } = {},
) => {
  const view = renderSubcontractors(`/main/subcontractors/${id}`, { user });
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
};
const edit = async (user: ReturnType<typeof renderSubcontractors>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Modifier' }));
  await screen.findByRole('button', { name: 'Enregistrer' });
};

describe('subcontractor detail', () => {
  it('shows the company read-only: account, contract, zone and depot, capacities', async () => {
    await openDetail();
    expect(
      screen.getByRole('heading', { level: 1, name: 'EcoHuile Tunis SARL' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(flat(section('Compte'))).toContain('CIN07451236');
    expect(
      within(section('Compte')).getByRole('link', { name: '+216 55 210 874' }),
    ).toHaveAttribute('href', 'tel:+21655210874');
    expect(flat(section('Société et contrat'))).toContain('ContratDu 1 janv. 2026 au 31 déc. 2027');
    expect(within(section('Zone et dépôt')).getByRole('link')).toHaveAttribute(
      'href',
      `/main/relay-depots/${depots.laMarsa.id}`,
    );
    const vehicles = within(section('Capacités')).getByRole('list', {
      name: 'Capacités des véhicules (L)',
    });
    expect(
      within(vehicles)
        .getAllByRole('listitem')
        .map((i) => flat(i)),
    ).toEqual(['1 000 L', '1 000 L', '1 500 L']);
    expect(flat(section('Capacités'))).toContain('3 capacités renseignées pour 3 véhicules');
  });

  it('counts capacities with proper plurals: one capacity, no "(s)"', async () => {
    const marsa = subcontractors[4]!;
    await openDetail(marsa.id, { title: 'Marsa Collecte' });
    expect(flat(section('Capacités'))).toContain('1 capacité renseignée pour 2 véhicules');
  });

  it('flags an expired contract ("Expiré") once its last day is past, not on that day', async () => {
    // EcoHuile's contract runs to 31 December 2027.
    vi.setSystemTime(new Date('2027-12-31T22:00:00Z'));
    const first = await openDetail();
    expect(within(section('Société et contrat')).queryByText('Expiré')).toBeNull();
    first.unmount();
    vi.setSystemTime(new Date('2028-01-01T08:00:00Z'));
    await openDetail();
    expect(within(section('Société et contrat')).getByText('Expiré')).toBeVisible();
  });

  it('names the managing company, linked to its own detail', async () => {
    await openDetail(benArous.id, { title: 'Huiles Ben Arous' });
    expect(
      await within(section('Société et contrat')).findByRole('link', {
        name: 'EcoHuile Tunis SARL',
      }),
    ).toHaveAttribute('href', `/main/subcontractors/${ecoHuileTunis.id}`);
  });

  it('rule "404": an unknown company shows a not-found state with the way back', async () => {
    await openDetail('0d9c2a1e-0000-4000-8000-00000000dead', {
      title: 'Sous-traitant introuvable',
    });
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      '/main/subcontractors/',
    );
  });

  it('rule "edit with UPDATE only": a reader sees the company but no "Modifier"', async () => {
    await openDetail(ecoHuileTunis.id, { user: reader });
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });
});

describe('subcontractor edit', () => {
  it('list → detail → edit → save → list: If-Match sent, no role in the body, the change shows at once', async () => {
    const { user, store, location } = renderSubcontractors('/main/subcontractors/');
    await user.click(await screen.findByRole('link', { name: 'EcoHuile Tunis SARL' }));
    await screen.findByRole('heading', { level: 1, name: 'EcoHuile Tunis SARL' });
    await edit(user);
    expect(field('Nom de la société')).toHaveValue('EcoHuile Tunis SARL');
    expect(vehicle(3)).toHaveValue('1500');
    await fill(user, 'Nom de la société', 'EcoHuile Grand Tunis');
    await fill(user, 'Taille de la flotte', '4');
    await user.click(screen.getByRole('button', { name: 'Ajouter un véhicule' }));
    await fill(user, 'Capacité du véhicule 4 (L)', '2000');
    await choose(user, 'Dépôt relais', 'Dépôt relais Ben Arous · DR-TUN-02');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'EcoHuile Grand Tunis' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Modifications enregistrées')).toBeInTheDocument();
    expect(patches(store)).toHaveLength(1);
    const request = patches(store)[0]!;
    expect(request.headers.get('If-Match')).toBe(`"${ecoHuileTunis.updatedAt}"`);
    expect(request.body).toEqual({
      firstName: 'Sami',
      lastName: 'Gharbi',
      email: 'sami.gharbi@ecohuile.tn',
      phoneNumber: '+216 55 210 874',
      cin: '07451236',
      companyName: 'EcoHuile Grand Tunis',
      contractStartDate: '2026-01-01T00:00:00.000Z',
      contractEndDate: '2027-12-31T00:00:00.000Z',
      zoneId: zones.grandTunis.id,
      relayDepotId: depots.benArous.id,
      managerSubcontractorId: null,
      collectionCapacity: 3500,
      assignedTankCapacity: 2400,
      fleetSize: 4,
      vehicleCapacities: [1000, 1000, 1500, 2000],
    });
    expect(request.body).not.toHaveProperty('role');

    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    await user.click(within(trail).getByRole('link', { name: 'Sous-traitants' }));
    const row = (await screen.findByRole('link', { name: 'EcoHuile Grand Tunis' })).closest('tr')!;
    expect(row.textContent).toContain('4 véhicules');
    expect(row.textContent).toContain('Dépôt relais Ben Arous');
    expect(location()).toBe('/main/subcontractors/');
  });

  it('rule "412": someone saved first; the input stays and the latest version can be loaded', async () => {
    const { user, store } = await openDetail();
    await edit(user);
    // Someone else saves the company meanwhile: its ETag changes on the server.
    store.subcontractors[0] = {
      ...store.subcontractors[0]!,
      companyName: 'EcoHuile (autre version)',
      updatedAt: '2026-11-22T09:00:00.000Z',
    };
    await fill(user, 'Nom de la société', 'Ma version');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Ce sous-traitant a été modifié entre-temps'),
    ).toBeInTheDocument();
    expect(field('Nom de la société')).toHaveValue('Ma version');

    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() => expect(field('Nom de la société')).toHaveValue('EcoHuile (autre version)'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('heading', { level: 1, name: 'EcoHuile (autre version)' });
    expect(patches(store).at(-1)!.headers.get('If-Match')).toBe('"2026-11-22T09:00:00.000Z"');
  });

  it('rule "400 keeps the input": a server refusal on an edit shows on its field', async () => {
    const { user } = await openDetail();
    await edit(user);
    server.use(
      http.patch(
        '*/subcontractors/:id',
        () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', 'Ce dépôt ne dessert pas la zone'),
              details: {
                issues: [
                  {
                    code: 'custom',
                    message: 'Ce dépôt ne dessert pas la zone',
                    path: ['relayDepotId'],
                  },
                ],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await fill(user, 'CIN', '07451237');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce dépôt ne dessert pas la zone');
    expect(picker('Dépôt relais')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CIN')).toHaveValue('07451237');
  });

  it('cancelling an edit returns to the read-only view', async () => {
    const { user } = await openDetail();
    await edit(user);
    await fill(user, 'Nom de la société', 'Brouillon');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'EcoHuile Tunis SARL' }),
    ).toBeInTheDocument();
  });
});
