import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { allHistory, recordIds } from '@/components/record/mocks/history-fixtures';
import { historyHandlers } from '@/components/record/mocks/history-handlers';
import { renderApp } from '../render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

function renderHistory(path = '/main/history/', user: User = users.superAdmin) {
  const requests: URL[] = [];
  server.use(...historyHandlers(allHistory(), requests));
  return { ...renderApp(path, { user }), requests };
}

const table = () => screen.findByRole('table', { name: /Chaque modification des fiches/ });
/** The rows as read: each cell's text. */
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()),
    );
/** The record and action of each row: what a filter changes. */
const recordsOf = (element: HTMLElement) => rowsOf(element).map((row) => [row[3], row[2]]);

describe('the History screen (/main/history/)', () => {
  it('lists every change newest first: when, who, what, the record (a link to it), each field before → after', async () => {
    renderHistory();
    const list = await table();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(9));
    const complaint = rowsOf(list)[0]!;
    expect(complaint[0]).toMatch(/^25 nov\. 2026, \d\d:20$/);
    expect(complaint.slice(1)).toEqual([
      'Sonia TrabelsiResponsable régional',
      'Statut modifié',
      'Bidon renverséRéclamation',
      'StatutAvant Ouverte → Après En cours',
      '196.203.12.4',
    ]);
    // Each record's own words for its fields: a holder's capacity in litres.
    const holder = rowsOf(list).find(
      (row) => row[3] === 'Restaurant Le GolfeDétenteur' && row[2] === 'Modification',
    )!;
    expect(holder[4]).toContain('Capacité de stockage (L)Avant 200 L → Après 1 350,5 L');
    // A voucher created by a collector's device: nobody signed in, no address.
    const created = rowsOf(list).find(
      (row) => row[3] === "BE-2026-004512Bon d'enlèvement" && row[2] === 'Création',
    )!;
    expect(created.slice(1, 3)).toEqual(['Système', 'Création']);
    expect(created[5]).toBe('');

    expect(screen.getByRole('link', { name: 'Bidon renversé' })).toHaveAttribute(
      'href',
      `/main/complaints?complaint=${recordIds.complaint}`,
    );
    expect(screen.getAllByRole('link', { name: 'Restaurant Le Golfe' })[0]).toHaveAttribute(
      'href',
      `/main/holders/${recordIds.holder}`,
    );
    expect(screen.getAllByRole('link', { name: 'Youssef Gharbi' })[0]).toHaveAttribute(
      'href',
      `/main/role-management/?user=${recordIds.user}`,
    );
    // The list is not searched: the contract's operation has no search.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('1–9 sur 9'),
    ).toBeVisible();
  });

  it('filters by record kind, action and period: the filters land in the URL and in the call', async () => {
    const { user, location, requests } = renderHistory();
    const list = await table();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(9));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de fiche' }), 'Détenteur');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Modification');
    await waitFor(() =>
      expect(recordsOf(list)).toEqual([
        ['Restaurant Le GolfeDétenteur', 'Modification'],
        ['Restaurant Le GolfeDétenteur', 'Modification'],
      ]),
    );
    expect(location()).toBe('/main/history/?recordKind=holder&action=UPDATE');

    const from = screen.getByLabelText('Du');
    await user.type(from, '2026-11-21');
    await waitFor(() =>
      expect(recordsOf(list)).toEqual([['Restaurant Le GolfeDétenteur', 'Modification']]),
    );
    expect(location()).toBe('/main/history/?recordKind=holder&action=UPDATE&from=2026-11-21');
    const last = requests.at(-1)!.searchParams;
    expect(Object.fromEntries(last)).toEqual({
      recordKind: 'holder',
      action: 'UPDATE',
      from: '2026-11-21',
      page: '1',
      limit: '10',
    });
  });

  it('opens filtered from a link, and goes to the next page', async () => {
    const { user, location } = renderHistory('/main/history/?to=2026-11-22&limit=5');
    const list = await table();
    // Six entries written on the 22nd or before, whatever their hour: five on this page.
    await waitFor(() => expect(rowsOf(list)).toHaveLength(5));
    expect(screen.getByLabelText('Au')).toHaveValue('2026-11-22');
    expect(screen.getByText('1–5 sur 6')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(screen.getByText('1–5 sur 9')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(4));
    expect(location()).toBe('/main/history/?limit=5&page=2');
  });

  it('exports what it lists as CSV, in French words: each change one line', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderHistory('/main/history/?recordKind=holder');
    const list = await table();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    // The no-break spaces of numbers and units read as spaces.
    const text = (await blobs[0]!.text()).replace('\uFEFF', '').replace(/[\u00a0\u202f]/g, ' ');
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe(
      'Date;Personne;Rôle;Action;Type de fiche;Fiche;Identifiant de la fiche;Modifications;Motif;Adresse IP',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      [
        '2026-11-24T15:45:00.000Z',
        'Karim Ben Salah',
        'Administrateur',
        'Modification',
        'Détenteur',
        'Restaurant Le Golfe',
        recordIds.holder,
        '"Statut : En attente → Actif\nCapacité de stockage (L) : 200 L → 1 350,5 L\nDate d\'identification : 1 mars 2026 → 2 mars 2026\nLatitude : — → 36,8782"',
        '',
        '196.203.12.4',
      ].join(';'),
    );
    expect(lines[2]).toContain(';"Nom : Le Golfe\nStatut : En attente\nCatégorie : Exclusif";');
  });

  it('is in the menu of those who hold the history READ permission, and of nobody else', async () => {
    const withHistory = {
      ...users.admin,
      permissions: { ...users.admin.permissions, history: 'READ' },
    };
    const { unmount } = renderHistory('/main/', withHistory);
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav).findByRole('link', { name: 'Historique' })).toHaveAttribute(
      'href',
      '/main/history/',
    );
    unmount();

    // An administrator without it: no menu entry, and the screen says so.
    const { requests } = renderHistory('/main/history/', users.admin);
    expect(await screen.findByText('Accès refusé')).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(menu).getByRole('link', { name: 'Détenteurs' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Historique' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
