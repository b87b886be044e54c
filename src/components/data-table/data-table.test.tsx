import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../ui/provider';
import { fetchAllPages, toCsv } from './csv';
import { DataTable, type Column } from './data-table';
import { ListToolbar } from './list-toolbar';
import { PaginationBar } from './pagination-bar';
import { parseListState, toQueryParams, useListState } from './use-list-state';
import { SearchInput } from './search-input';

interface Row {
  id: string;
  name: string;
  capacity: number;
}
const rows: Row[] = [
  { id: 'a', name: 'Dépôt La Marsa', capacity: 12000 },
  { id: 'b', name: 'Dépôt Nabeul', capacity: 8000 },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Nom', cell: (r) => r.name, sortField: 'name' },
  { key: 'capacity', header: 'Capacité', cell: (r) => `${r.capacity} L`, numeric: true },
];

/** A list wired like a module's: state in the URL, table, paging and search. */
function ListHarness({ totalItems = 42 }: { totalItems?: number }) {
  const [state, update] = useListState(['status']);
  // The update of the first render, as a part of the screen that is not rendered again keeps it.
  const [firstUpdate] = useState(() => update);
  return (
    <>
      <output data-testid="params">{JSON.stringify(toQueryParams(state))}</output>
      <SearchInput value={state.query} onChange={(query) => update({ query })} delayMs={10} />
      <button onClick={() => update({ filters: { status: 'PENDING' } })}>filtrer</button>
      <button onClick={() => firstUpdate({ filters: { status: 'RESOLVED' } })}>
        filtrer (premier rendu)
      </button>
      <DataTable
        caption="Dépôts"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowHref={(r) => `/depots/${r.id}`}
        loading={false}
        sortField={state.sortField}
        sortOrder={state.sortOrder}
        onSort={(sortField, sortOrder) => update({ sortField, sortOrder })}
      />
      <PaginationBar
        page={state.page}
        limit={state.limit}
        totalItems={totalItems}
        totalPages={Math.ceil(totalItems / state.limit)}
        onPageChange={(page) => update({ page })}
        onLimitChange={(limit) => update({ limit })}
      />
    </>
  );
}

const renderList = (path = '/depots') => {
  const router = createMemoryRouter(
    [
      { path: '/depots', element: <ListHarness /> },
      { path: '/depots/:id', element: <p>détail</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  const params = () =>
    JSON.parse(screen.getByTestId('params').textContent ?? '{}') as Record<string, unknown>;
  return { router, params, user: userEvent.setup() };
};

describe('list state in the URL', () => {
  it('defaults to page 1, 10 rows, ascending', () => {
    expect(parseListState(new URLSearchParams(''), [])).toEqual({
      page: 1,
      limit: 10,
      sortOrder: 'asc',
      query: '',
      filters: {},
      sortField: undefined,
    });
  });

  it('ignores values outside the rules (page >= 1, limit 1 to 100)', () => {
    const state = parseListState(new URLSearchParams('page=0&limit=500&sortOrder=up'), []);
    expect(state).toMatchObject({ page: 1, limit: 10, sortOrder: 'asc' });
  });

  it('sorts by clicking a column header, then reverses on a second click', async () => {
    const { user, params, router } = renderList();
    const header = screen.getByRole('columnheader', { name: /Nom/ });
    await user.click(within(header).getByRole('button'));
    expect(params()).toMatchObject({ sortField: 'name', sortOrder: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(params()).toMatchObject({ sortField: 'name', sortOrder: 'desc' });
    expect(router.state.location.search).toBe('?sortField=name&sortOrder=desc');
  });

  it('pages forward, and Back restores the previous page', async () => {
    const { user, params, router } = renderList();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(params()).toMatchObject({ page: 2 });
    expect(screen.getByText('11–20 sur 42')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('1–10 sur 42')).toBeInTheDocument();
  });

  it('goes back to page 1 when the search, a filter or the page size changes', async () => {
    const { user, params } = renderList('/depots?page=3');
    await user.click(screen.getByRole('button', { name: 'filtrer' }));
    expect(params()).toEqual(expect.objectContaining({ page: 1, status: 'PENDING' }));
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await user.selectOptions(screen.getByLabelText('Lignes par page'), '25');
    expect(params()).toMatchObject({ page: 1, limit: 25 });
  });

  it('an update kept from an earlier render builds on the current URL (the header and filters are not rendered again as pages turn)', async () => {
    const { user, params, router } = renderList('/depots?sortField=name');
    await user.selectOptions(screen.getByLabelText('Lignes par page'), '25');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await user.click(screen.getByRole('button', { name: 'filtrer (premier rendu)' }));
    expect(params()).toMatchObject({ page: 1, limit: 25, sortField: 'name', status: 'RESOLVED' });
    expect(router.state.location.search).toBe('?sortField=name&limit=25&status=RESOLVED');
  });

  it('searches once the user pauses, trimmed', async () => {
    const { user, params } = renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), '  marsa ');
    await vi.waitFor(() => expect(params()).toMatchObject({ query: 'marsa' }));
  });

  it('opens the detail from a row', async () => {
    const { user, router } = renderList();
    await user.click(screen.getByRole('link', { name: 'Dépôt Nabeul' }));
    expect(router.state.location.pathname).toBe('/depots/b');
  });
});

describe('data table states', () => {
  const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DataTable
            caption="Dépôts"
            columns={columns}
            rows={rows}
            getRowId={(r) => r.id}
            loading={false}
            sortOrder="asc"
            onSort={() => undefined}
            {...props}
          />
        ),
      },
    ]);
    render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    );
  };

  it('shows skeleton rows while loading and marks the table busy', () => {
    renderTable({ loading: true, rows: undefined, skeletonRows: 5 });
    const table = screen.getByRole('table', { hidden: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it('shows an empty state when nothing matches', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Accès refusé', onRetry });
    expect(screen.getByText('Accès refusé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('rule: a table that scrolls sideways shows a fade at each edge it can scroll towards', () => {
    renderTable({});
    const box = screen.getByRole('table').parentElement!;
    const frame = box.parentElement!;
    // Fits: no fade.
    expect(frame).not.toHaveAttribute('data-scroll-end');
    expect(frame).not.toHaveAttribute('data-scroll-start');
    // jsdom has no layout: give the box the sizes a laptop would.
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 1400 });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 1000 });
    fireEvent.scroll(box);
    expect(frame).toHaveAttribute('data-scroll-end');
    expect(frame).not.toHaveAttribute('data-scroll-start');
    box.scrollLeft = 200;
    fireEvent.scroll(box);
    expect(frame).toHaveAttribute('data-scroll-end');
    expect(frame).toHaveAttribute('data-scroll-start');
    box.scrollLeft = 400;
    fireEvent.scroll(box);
    expect(frame).not.toHaveAttribute('data-scroll-end');
    expect(frame).toHaveAttribute('data-scroll-start');
  });

  it('right-aligns numbers', () => {
    renderTable({});
    expect(screen.getByRole('cell', { name: '12000 L' })).toHaveAttribute('data-numeric', 'true');
  });
});

describe('list toolbar', () => {
  const renderToolbar = (activeFilters: number) =>
    render(
      <UiProvider>
        <ListToolbar
          query=""
          onQueryChange={() => undefined}
          filters={
            <label>
              Statut
              <select />
            </label>
          }
          filtersBelow
          activeFilters={activeFilters}
        />
      </UiProvider>,
    );

  it('rule: the filters fold behind one Filtres button, which says how many are set and opens them', async () => {
    renderToolbar(2);
    // jsdom has no viewport and applies the wide-screen rule that hides the button (and so
    // computes no name for it): the browser suite (tests/e2e/layout.spec.ts) checks what
    // shows at which width.
    const button = screen.getByRole('button', { expanded: false, hidden: true });
    expect(button).toHaveTextContent(/^Filtres\s*2\s*2 filtres actifs$/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region).toContainElement(screen.getByRole('combobox', { name: 'Statut', hidden: true }));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('names no count when no filter is set', () => {
    renderToolbar(0);
    expect(screen.getByRole('button', { expanded: false, hidden: true })).toHaveTextContent(
      /^Filtres$/,
    );
  });
});

describe('CSV export', () => {
  it('writes every page, semicolon-separated, quoting what needs it', async () => {
    const fetchPage = vi.fn((page: number) =>
      Promise.resolve({
        items: page === 1 ? [rows[0]!] : [{ id: 'c', name: 'Dépôt "Sud"; Sfax', capacity: 5 }],
        meta: { hasNext: page === 1 },
      }),
    );
    const all = await fetchAllPages(fetchPage);
    expect(fetchPage).toHaveBeenCalledWith(2, 100);
    const csv = toCsv(
      [
        { header: 'Nom', value: (r: Row) => r.name },
        { header: 'Capacité', value: (r: Row) => r.capacity },
      ],
      all,
    );
    expect(csv).toBe('\uFEFFNom;Capacité\r\nDépôt La Marsa;12000\r\n"Dépôt ""Sud""; Sfax";5');
  });
});
