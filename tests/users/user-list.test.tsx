import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import { accounts } from '@/features/users/mocks/user-fixtures';
import { renderUsers, sent } from './support';

const listRequests = (store: Parameters<typeof sent>[0]) =>
  sent(store, 'GET', /\/users$/).map((r) => Object.fromEntries(r.url.searchParams));

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('users list (/main/role-management/)', () => {
  it('shows name, contact, CIN, role, area, status badge and creation date', async () => {
    renderUsers('/main/role-management/');
    const link = await screen.findByRole('link', { name: 'Youssef Hammami' });
    expect(link).toHaveAttribute('href', `?user=${accounts.youssef.id}`);
    const cells = within(row('Youssef Hammami')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Youssef Hammami',
      'youssef.hammami@collecte-huile.tn',
      '04561237',
      'Responsable régional',
      'Nord',
      'Actif',
      expect.stringMatching(/2026/),
    ]);
    expect(within(row('Karim Ben Salah')).getByText('En attente')).toBeInTheDocument();
    expect(within(row('Karim Ben Salah')).getByText('Chauffeur')).toBeInTheDocument();
    expect(within(row('Karim Ben Salah')).getByText('Grand Tunis')).toBeInTheDocument();
    expect(within(row('Leïla Jaziri')).getByText('Révoqué')).toBeInTheDocument();
    expect(within(row('Nadia Ben Romdhane')).getByText('Partout')).toBeInTheDocument();
  });

  it('search, role and status filters and sorting go into the URL and the request', async () => {
    const { store, user, location } = renderUsers('/main/role-management/');
    await screen.findByRole('link', { name: 'Youssef Hammami' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'DRIVER');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'PENDING');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(location()).toBe('/main/role-management/?role=DRIVER&status=PENDING');
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'gharbi');
    await waitFor(() => expect(listRequests(store).at(-1)).toMatchObject({ query: 'gharbi' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /^Créé le/ }));
    await waitFor(() =>
      expect(listRequests(store).at(-1)).toEqual({
        page: '1',
        limit: '10',
        sortField: 'createdAt',
        sortOrder: 'asc',
        query: 'gharbi',
      }),
    );
  });

  it('pages through the accounts ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...accounts.sami,
      id: `30000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      lastName: `Gharbi ${String(i).padStart(2, '0')}`,
    }));
    const { user, store } = renderUsers('/main/role-management/', { list: many });
    await screen.findByRole('link', { name: 'Sami Gharbi 00' });
    expect(screen.getByText('1–10 sur 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('link', { name: 'Sami Gharbi 11' })).toBeInTheDocument();
    expect(listRequests(store).at(-1)).toMatchObject({ page: '2' });
  });

  it('without users READ the screen is denied and nothing is asked', async () => {
    const { store } = renderUsers('/main/role-management/', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(sent(store, 'GET', /\/users/)).toHaveLength(0);
  });

  it('without users CREATE there is no "Nouveau"', async () => {
    const reader = {
      ...users.admin,
      permissions: { ...users.admin.permissions, users: 'READ', driver: 'READ' },
    };
    renderUsers('/main/role-management/', { user: reader });
    await screen.findByRole('link', { name: 'Youssef Hammami' });
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });
});
