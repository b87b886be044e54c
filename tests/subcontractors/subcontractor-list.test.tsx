import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { regions, zones } from '@/components/pickers/mocks/area-fixtures';
import {
  companyManager,
  depots,
  ecoHuileTunis,
  subcontractors,
} from '@/features/subcontractors/mocks/subcontractor-fixtures';
import { choose, picker, reader, readOnAFixedDay, renderSubcontractors, sent } from './support';

const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:subcontractors');
beforeAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
readOnAFixedDay();

const listRequests = (store: Parameters<typeof sent>[0]) =>
  sent(store, 'GET', /\/subcontractors$/).map((r) => Object.fromEntries(r.url.searchParams));
const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
// French groups digits with a narrow no-break space.
const flat = (text: string | null) => text?.replace(/\s/g, ' ');

const openList = async (path = '/main/subcontractors/', user: User = companyManager) => {
  const view = renderSubcontractors(path, { user });
  await screen.findByRole('link', { name: 'EcoHuile Tunis SARL' });
  return view;
};

describe('subcontractors list (/main/subcontractors/)', () => {
  it('shows company, contact person, zone, depot, contract dates, fleet and capacities', async () => {
    await openList();
    expect(screen.getByRole('link', { name: 'EcoHuile Tunis SARL' })).toHaveAttribute(
      'href',
      `/main/subcontractors/${ecoHuileTunis.id}`,
    );
    const cells = within(row('EcoHuile Tunis SARL')).getAllByRole('cell');
    expect(cells.map((c) => flat(c.textContent))).toEqual([
      'EcoHuile Tunis SARL',
      'Sami Gharbisami.gharbi@ecohuile.tn',
      'Grand Tunis',
      'Dépôt relais La Marsa',
      '1 janv. 2026',
      '31 déc. 2027',
      '3 véhicules',
      '3 500 L/mois',
      '2 400 L',
    ]);
    expect(cells[6]).toHaveAttribute('data-numeric', 'true');
    // Without an e-mail, the phone number stands for the contact.
    expect(within(row('Sud Collecte')).getByText('+216 74 401 900')).toBeInTheDocument();
    expect(within(row('Huiles Ben Arous')).getByText('1 véhicule')).toBeInTheDocument();
  });

  it('flags the companies whose contract has expired in the end date column', async () => {
    await openList();
    // Recyclage Cap Bon's contract ended on 31 May 2026; EcoHuile's runs to 2027.
    const ended = within(row('Recyclage Cap Bon')).getAllByRole('cell')[5]!;
    expect(flat(ended.textContent)).toBe('31 mai 2026Expiré');
    expect(within(row('EcoHuile Tunis SARL')).queryByText('Expiré')).toBeNull();
  });

  it('search, sort and paging go into the URL and the request', async () => {
    const { user, store, location } = await openList();
    await user.click(screen.getByRole('button', { name: /Capacité de collecte/ }));
    await waitFor(() => expect(location()).toContain('sortField=collectionCapacity'));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Huiles Ben Arous');
    await user.click(screen.getByRole('button', { name: /Capacité de collecte/ }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Sud Collecte'));
    expect(listRequests(store).at(-1)).toMatchObject({
      sortField: 'collectionCapacity',
      sortOrder: 'desc',
    });

    await user.type(screen.getByRole('searchbox'), 'gharbi');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(listRequests(store).at(-1)).toMatchObject({ query: 'gharbi' });
    expect(location()).toContain('query=gharbi');
  });

  it('pages of 2: the second page asks page=2 and shows the rest', async () => {
    const { user, store } = await openList('/main/subcontractors/?limit=2');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('1–2 sur 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getByText('3–4 sur 5')).toBeInTheDocument());
    expect(listRequests(store).at(-1)).toMatchObject({ page: '2', limit: '2' });
  });

  it('filters by zone and relay depot, in the URL and the request; another zone drops the depot', async () => {
    const { user, store, location } = await openList();
    await choose(user, 'Zone', 'Grand Tunis');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(location()).toContain(`zoneId=${zones.grandTunis.id}`);
    expect(location()).toContain(`regionId=${regions[0]!.id}`);

    // The depot filter offers the zone's depots only.
    await user.click(picker('Dépôt relais'));
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Dépôt relais Ben Arous · DR-TUN-02',
      'Dépôt relais La Marsa · DR-TUN-01',
    ]);
    await user.click(options[0]!);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(listRequests(store).at(-1)).toMatchObject({
      zoneId: zones.grandTunis.id,
      relayDepotId: depots.benArous.id,
    });

    await choose(user, 'Zone', 'Cap Bon');
    await waitFor(() => expect(location()).not.toContain('relayDepotId'));
    expect(await screen.findByRole('link', { name: 'Recyclage Cap Bon' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(location()).toBe('/main/subcontractors/');
  });

  it('a value the contract refuses in the URL is left out instead of failing the list', async () => {
    const { store } = await openList('/main/subcontractors/?relayDepotId=nope&sortField=colour');
    expect(listRequests(store).at(-1)).toEqual({ page: '1', limit: '10', sortOrder: 'asc' });
  });

  it('rule "export every matching row": the CSV holds the filtered companies with their vehicles', async () => {
    const { user, store } = await openList(`/main/subcontractors/?zoneId=${zones.grandTunis.id}`);
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(listRequests(store).at(-1)).toMatchObject({
      page: '1',
      limit: '100',
      zoneId: zones.grandTunis.id,
    });
    const lines = (await createObjectURL.mock.calls.at(-1)![0].text()).split('\r\n');
    expect(lines[0]).toBe(
      'Société;Contact;E-mail;Téléphone;Zone;Dépôt relais;Début du contrat;Fin du contrat;Flotte;Capacité de collecte (L);Capacité des cuves (L);Capacités des véhicules (L)',
    );
    expect(lines).toHaveLength(1 + 3);
    expect(lines).toContain(
      'EcoHuile Tunis SARL;Sami Gharbi;sami.gharbi@ecohuile.tn;+216 55 210 874;Grand Tunis;DR-TUN-01 Dépôt relais La Marsa;2026-01-01;2027-12-31;3;3500;2400;1000 | 1000 | 1500',
    );
    expect(lines).toContain(
      'Marsa Collecte;Youssef Chaabane;contact@marsa-collecte.tn;;Grand Tunis;DR-TUN-01 Dépôt relais La Marsa;2025-01-01;2026-12-31;2;2800,5;1600;1200',
    );
  });

  it('rule "create with CREATE only": a reader sees the list without "Nouveau"', async () => {
    await openList('/main/subcontractors/', reader);
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });

  it('rule "a company comes with its account": without the right to give its account every action, no "Nouveau"', async () => {
    await openList('/main/subcontractors/', users.admin);
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });

  it('rule "a company comes with its account": with every action of the account to give, "Nouveau" is offered', async () => {
    await openList('/main/subcontractors/', companyManager);
    expect(await screen.findByRole('link', { name: 'Nouveau' })).toBeVisible();
  });

  it('rule "read with READ only": without it the list is denied and nothing is asked', async () => {
    const { store } = renderSubcontractors('/main/subcontractors/', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(listRequests(store)).toHaveLength(0);
    expect(subcontractors).toHaveLength(5);
  });
});
