import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { regions, zones } from '@/components/pickers/mocks/area-fixtures';
import { holderPage, holders } from '@/features/holders/mocks/holder-fixtures';
import { renderApp } from '../render';
import { fastUser, holderServer, picker } from './support';

const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:holders');
beforeAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});

const openList = async (path = '/main/holders/', user: User = users.admin) => {
  const view = renderApp(path, { user });
  await screen.findByRole('link', { name: 'Restaurant Le Golfe' });
  return { ...view, user: fastUser() };
};
const lastList = (lists: URLSearchParams[]) => Object.fromEntries(lists.at(-1)!);

describe('holders list', () => {
  it('shows each holder with its area, badges, frequency and capacity in litres', async () => {
    holderServer();
    await openList();
    const row = screen.getByRole('link', { name: 'Restaurant Le Golfe' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      // Numbers are grouped with a narrow no-break space in French.
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual([
      'Restaurant Le Golfe',
      'DT-000123',
      'La Marsa',
      'La Marsa / Grand Tunis',
      'En attente',
      'Actif',
      "Valide jusqu'au 2 mars 2027",
      'Exclusif',
      '2 × par semaine',
      '1 200 L',
    ]);
    expect(within(row).getAllByRole('cell').at(-1)).toHaveAttribute('data-numeric', 'true');
    expect(screen.getByText('1–3 sur 3')).toBeInTheDocument();
  });

  it('says the frequency in English in the English interface', async () => {
    localStorage.setItem('language', 'en');
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en');
    holderServer();
    await openList();
    expect(screen.getByRole('cell', { name: '2 × weekly' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Frequency/ })).toBeInTheDocument();
  });

  it('opens the detail from the name', async () => {
    holderServer();
    const { user, location } = await openList();
    await user.click(screen.getByRole('link', { name: 'Hôtel Les Jasmins' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hôtel Les Jasmins' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/main/holders/${holders[1]!.id}`);
  });

  it('rule "search on the server": the typed text goes in the query parameter and the URL', async () => {
    const { lists } = holderServer();
    const { user, location } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'golfe');
    await waitFor(() => expect(lastList(lists)).toMatchObject({ query: 'golfe', page: '1' }));
    expect(location()).toBe('/main/holders/?query=golfe');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Hôtel Les Jasmins' })).not.toBeInTheDocument(),
    );
  });

  it('rule "filters in the URL": status, supplier status, category and sector are sent', async () => {
    const { lists } = holderServer();
    const { user, location } = await openList();
    await user.selectOptions(screen.getByLabelText('Statut'), 'PLANNED');
    await user.selectOptions(screen.getByLabelText('Statut fournisseur'), 'INACTIVE');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'PARTIAL');
    await user.selectOptions(screen.getByLabelText('Secteur'), 'B');
    await waitFor(() =>
      expect(lastList(lists)).toMatchObject({
        status: 'PLANNED',
        supplierStatus: 'INACTIVE',
        category: 'PARTIAL',
        sectorCode: 'B',
      }),
    );
    expect(location()).toBe(
      '/main/holders/?status=PLANNED&supplierStatus=INACTIVE&category=PARTIAL&sectorCode=B',
    );
  });

  it('rule "filters in the URL": the region and zone pickers send regionId and zoneId', async () => {
    const { lists } = holderServer();
    const { user, location } = await openList();
    await user.click(picker('Région'));
    await user.click(await screen.findByRole('option', { name: 'Nord' }));
    await user.click(picker('Zone'));
    await user.click(await screen.findByRole('option', { name: 'Cap Bon' }));
    await waitFor(() =>
      expect(lastList(lists)).toMatchObject({ regionId: regions[0]!.id, zoneId: zones.capBon.id }),
    );
    expect(location()).toBe(`/main/holders/?regionId=${regions[0]!.id}&zoneId=${zones.capBon.id}`);
  });

  it('rule "filters in the URL": a link with filters, sort and page restores them and asks for them', async () => {
    const { lists } = holderServer();
    renderApp(
      `/main/holders/?status=PENDING&zoneId=${zones.grandTunis.id}&sortField=storageCapacity&sortOrder=desc&page=2&limit=25`,
      { user: users.admin },
    );
    await screen.findByRole('table');
    await waitFor(() =>
      expect(lastList(lists)).toEqual({
        page: '2',
        limit: '25',
        sortOrder: 'desc',
        sortField: 'storageCapacity',
        status: 'PENDING',
        zoneId: zones.grandTunis.id,
      }),
    );
    expect(screen.getByLabelText('Statut')).toHaveValue('PENDING');
    await waitFor(() => expect(picker('Zone')).toHaveValue('Grand Tunis'));
    expect(screen.getByRole('columnheader', { name: /Capacité/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('rule "sort where the contract allows": a header sorts, the delegation column does not', async () => {
    const { lists } = holderServer();
    const { user } = await openList();
    const header = screen.getByRole('columnheader', { name: /Ville/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastList(lists)).toMatchObject({ sortField: 'city', sortOrder: 'asc' }),
    );
    const area = screen.getByRole('columnheader', { name: 'Délégation / zone' });
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a value the contract refuses in the URL is left out instead of failing the list', async () => {
    const { lists } = holderServer();
    await openList('/main/holders/?status=LOST&sortField=colour');
    expect(lastList(lists)).toEqual({ page: '1', limit: '10', sortOrder: 'asc' });
  });

  it('rule "export every matching row": the CSV asks every page with the current filters', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('*/holders', ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(params);
        // 250 rows: three pages of 100.
        return HttpResponse.json(
          holderPage(holders, Number(params.page), Number(params.limit), 250),
        );
      }),
    );
    const { user } = await openList();
    await user.selectOptions(screen.getByLabelText('Statut'), 'PENDING');
    asked.length = 0;
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(asked).toEqual(
      [1, 2, 3].map((page) => ({
        page: String(page),
        limit: '100',
        sortOrder: 'asc',
        status: 'PENDING',
      })),
    );
    const blob = createObjectURL.mock.calls.at(-1)![0];
    // Blob.text() drops the byte order mark; the rows are what matter here.
    const csv = await blob.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Nom;Numéro;Adresse;Code postal;Ville;Délégation;Zone;Statut;/);
    expect(lines).toHaveLength(1 + 9);
    expect(lines[1]).toContain('Restaurant Le Golfe;DT-000123;12 avenue Habib Bourguiba;2070;');
  });

  it('shows an empty state when nothing matches', async () => {
    server.use(http.get('*/holders', () => HttpResponse.json(holderPage([]))));
    renderApp('/main/holders/?query=introuvable', { user: users.admin });
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/holders', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody(403, '403:FORBIDDEN', 'Accès refusé à cette zone'), {
              status: 403,
            })
          : HttpResponse.json(holderPage(holders));
      }),
    );
    const { user } = renderApp('/main/holders/', { user: users.admin });
    expect(
      await screen.findByRole('heading', { name: 'Le chargement de la liste a échoué.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Restaurant Le Golfe' })).toBeInTheDocument();
  });
});

describe('holders list: permissions', () => {
  it('rule "create with CREATE only": a reader sees no "Nouveau" link', async () => {
    holderServer();
    await openList('/main/holders/', users.subcontractor);
    expect(screen.queryByRole('link', { name: 'Nouveau' })).not.toBeInTheDocument();
  });

  it('rule "create with CREATE only": an administrator gets the "Nouveau" link to the form', async () => {
    holderServer();
    await openList();
    expect(screen.getByRole('link', { name: 'Nouveau' })).toHaveAttribute(
      'href',
      '/main/holders/new',
    );
  });

  it('rule "create with CREATE only": a direct visit to the form without CREATE is denied', async () => {
    holderServer();
    renderApp('/main/holders/new', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer le détenteur' })).not.toBeInTheDocument();
  });

  it('rule "READ to see": without READ on holders the page is denied and nothing is asked', async () => {
    const { lists } = holderServer();
    renderApp('/main/holders/', {
      user: users.pending && {
        ...users.subcontractor,
        permissions: { ...users.subcontractor.permissions, holder: undefined },
      },
    });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(lists).toEqual([]);
  });
});
