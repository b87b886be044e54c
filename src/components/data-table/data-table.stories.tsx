import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, type Column } from './data-table';
import { PaginationBar } from './pagination-bar';

interface Depot {
  id: string;
  code: string;
  name: string;
  capacity: number;
}

const names = ['La Marsa', 'Nabeul', 'Sousse', 'Sfax', 'Bizerte', 'Monastir', 'Gabès', 'Kairouan'];
const depots: Depot[] = Array.from({ length: 100 }, (_, i) => ({
  id: `depot-${i}`,
  code: `RD-${String(i + 1).padStart(3, '0')}`,
  name: `Dépôt relais ${names[i % names.length]} ${Math.floor(i / names.length) + 1}`,
  capacity: 4000 + ((i * 1750) % 12000),
}));

const litres = new Intl.NumberFormat('fr-TN');
const columns: Column<Depot>[] = [
  { key: 'name', header: 'Nom', cell: (d) => d.name, sortField: 'name' },
  { key: 'code', header: 'Code', cell: (d) => d.code, sortField: 'code' },
  {
    key: 'capacity',
    header: 'Capacité',
    cell: (d) => `${litres.format(d.capacity)} L`,
    numeric: true,
    sortField: 'capacity',
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Depot>,
  args: {
    caption: 'Dépôts relais',
    columns,
    rows: depots.slice(0, 10),
    getRowId: (d: Depot) => d.id,
    rowHref: (d: Depot) => `/main/relay-depots/${d.id}`,
    loading: false,
    sortField: 'name',
    sortOrder: 'asc',
    onSort: () => undefined,
  },
} satisfies Meta<typeof DataTable<Depot>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  render: (args) => (
    <>
      <DataTable {...args} />
      <PaginationBar
        page={1}
        limit={10}
        totalItems={1234}
        totalPages={124}
        onPageChange={() => undefined}
        onLimitChange={() => undefined}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByText(/1–10 (sur|of) 1\s?234/)).toBeVisible();
  },
};

export const HundredRows: Story = {
  args: { rows: depots },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(101);
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    rows: undefined,
    error: "Une erreur s'est produite, veuillez réessayer plus tard",
    onRetry: () => undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Une erreur s'est produite, veuillez réessayer plus tard"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Réessayer|Retry/ }));
  },
};
