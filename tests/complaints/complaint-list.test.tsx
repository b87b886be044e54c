import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { homeStats } from '@/features/home/mocks/home-fixtures';
import {
  complaintReader,
  complaints,
  holders,
} from '@/features/complaints/mocks/complaint-fixtures';
import { listRequests, renderComplaints, sent } from './support';

const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:complaints');
beforeAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});

const row = (subject: string) => screen.getByRole('link', { name: subject }).closest('tr')!;

describe('complaints list (/main/complaints)', () => {
  it('shows subject, holder, status badge, author and dates, newest first', async () => {
    const { store } = renderComplaints('/main/complaints');
    const link = await screen.findByRole('link', { name: 'Bon non signé' });
    expect(link).toHaveAttribute('href', `?complaint=${complaints.voucher.id}`);
    const cells = within(row('Bon non signé')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Bon non signé',
      'Cantine scolaire ArianaDET-1003 · Ariana',
      'Résolue',
      'Amira Trabelsi',
      expect.stringMatching(/13 .*2026/),
      expect.stringMatching(/16 .*2026/),
    ]);
    expect(within(row('Collecte non effectuée')).getByText('Ouverte')).toBeInTheDocument();
    expect(
      within(row("Fuite d'huile devant la cuisine")).getByText('En cours'),
    ).toBeInTheDocument();
    expect(
      within(row("Application lente à l'ouverture")).getByText('Aucun détenteur'),
    ).toBeInTheDocument();
    expect(within(row('Chauffeur impoli')).getByText('Hédi Mansour')).toBeInTheDocument();
    // Newest first when the URL names no order.
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual([
      "Application lente à l'ouverture",
      'Chauffeur impoli',
      'Bon non signé',
      "Fuite d'huile devant la cuisine",
      'Collecte non effectuée',
    ]);
    expect(listRequests(store)[0]).toEqual({
      page: '1',
      limit: '10',
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('search (debounced), status filter and sorting by a header go into the URL and the request', async () => {
    const { store, user, location } = renderComplaints('/main/complaints');
    await screen.findByRole('link', { name: 'Bon non signé' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'OPEN');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(location()).toBe('/main/complaints?status=OPEN');
    const before = listRequests(store).length;
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'mardi');
    await waitFor(() => expect(listRequests(store).at(-1)).toMatchObject({ query: 'mardi' }));
    // One request for the whole word, not one per keystroke.
    expect(listRequests(store).length - before).toBe(1);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Collecte non effectuée' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Sujet/ }));
    await waitFor(() =>
      expect(listRequests(store).at(-1)).toEqual({
        page: '1',
        limit: '10',
        sortField: 'subject',
        sortOrder: 'asc',
        query: 'mardi',
        status: 'OPEN',
      }),
    );
    expect(location()).toBe(
      '/main/complaints?status=OPEN&query=mardi&sortField=subject&sortOrder=asc',
    );
  });

  it('the holder filter searches holders and goes into the URL as holderId', async () => {
    const { store, user, location } = renderComplaints('/main/complaints');
    await screen.findByRole('link', { name: 'Bon non signé' });
    await user.type(screen.getByRole('combobox', { name: 'Détenteur' }), 'dar');
    await user.click(await screen.findByRole('option', { name: /Restaurant Dar El Jeld/ }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(location()).toBe(`/main/complaints?holderId=${holders.dar.id}`);
    expect(listRequests(store).at(-1)).toMatchObject({ holderId: holders.dar.id });
  });

  it("the home page's open complaints card leads to the list filtered on OPEN", async () => {
    server.use(http.get('*/stats/home', () => HttpResponse.json(homeStats)));
    const { user, store, location } = renderComplaints('/main/');
    await user.click(await screen.findByRole('link', { name: /Réclamations ouvertes/ }));
    await screen.findByRole('link', { name: 'Collecte non effectuée' });
    expect(location()).toBe('/main/complaints?status=OPEN');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('OPEN');
    expect(listRequests(store).at(-1)).toMatchObject({ status: 'OPEN' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it("?status=IN_PROGRESS (the home page's other link) pre-filters the list", async () => {
    const { store } = renderComplaints('/main/complaints?status=IN_PROGRESS');
    await screen.findByRole('link', { name: "Fuite d'huile devant la cuisine" });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(listRequests(store)[0]).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('rule "export every matching row": the CSV holds the filtered complaints, resolution included', async () => {
    const { user, store } = renderComplaints('/main/complaints?status=RESOLVED');
    await screen.findByRole('link', { name: 'Bon non signé' });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(listRequests(store).at(-1)).toMatchObject({
      page: '1',
      limit: '100',
      status: 'RESOLVED',
    });
    const lines = (await createObjectURL.mock.calls.at(-1)![0].text()).split('\r\n');
    expect(lines[0]).toBe(
      'Sujet;Détenteur;Description;Statut;Déposée par;Déposée le;Résolue le;Résolution',
    );
    expect(lines.slice(1).every((line: string) => line.includes(';Résolue;'))).toBe(true);
    expect(lines).toContain(
      "Bon non signé;Cantine scolaire Ariana;Le bon d'enlèvement du 3 novembre n'a pas été signé par le chauffeur.;Résolue;Amira Trabelsi;2026-11-13;2026-11-16;Bon signé et renvoyé au détenteur le 16 novembre.",
    );
  });

  it('pages through the complaints ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...complaints.missed,
      id: `61000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      subject: `Collecte manquée ${String(i).padStart(2, '0')}`,
      createdAt: `2026-10-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
    }));
    const { user, store, location } = renderComplaints('/main/complaints', { list: many });
    await screen.findByRole('link', { name: 'Collecte manquée 11' });
    expect(screen.getByText('1–10 sur 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('link', { name: 'Collecte manquée 00' })).toBeInTheDocument();
    expect(listRequests(store).at(-1)).toMatchObject({ page: '2' });
    expect(location()).toBe('/main/complaints?page=2');
  });

  it('an empty answer says so', async () => {
    renderComplaints('/main/complaints', { list: [] });
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
  });

  it('a failed list shows the message and a retry that works', async () => {
    let calls = 0;
    const { user } = renderComplaints('/main/complaints');
    server.use(
      http.get('*/complaints', () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json(errorBody(500, '500:INTERNAL_SERVER_ERROR', 'Service indisponible'), {
              status: 500,
            })
          : undefined;
      }),
    );
    expect(await screen.findByText('Service indisponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Bon non signé' })).toBeInTheDocument();
  });

  it('without complaint READ the screen is denied and nothing is asked', async () => {
    const { store } = renderComplaints('/main/complaints', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(sent(store, 'GET', /\/complaints/)).toHaveLength(0);
  });

  it('without complaint CREATE there is no "Nouveau", and ?complaint=new is denied', async () => {
    const { user, location } = renderComplaints('/main/complaints?complaint=new', {
      user: complaintReader,
    });
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        "Vous n'avez actuellement pas accès à cette action",
      ),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(location()).toBe('/main/complaints'));
    await screen.findByRole('link', { name: 'Bon non signé' });
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });
});
