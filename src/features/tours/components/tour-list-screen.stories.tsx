import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tours, tourZones } from '../mocks/tour-fixtures';
import { createTourStore, tourHandlers } from '../mocks/tour-handlers';
import { noTours, inDataRouter, tourReader, tourText, withUser } from './story-helpers';
import { TourListScreen } from './tour-list-screen';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Tours/List',
  component: TourListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: tourHandlers(createTourStore()) } },
} satisfies Meta<typeof TourListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const newLink = /^(Nouveau|New)$/;

/** Four tours: reference, planned date, zone, companies, number of holders. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await expect(await canvas.findByRole('link', { name: tours.capBon.reference })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    // The key columns; the secondary ones give way on a narrow canvas.
    for (const key of [
      'reference',
      'plannedDate',
      'zone',
      'subcontractor',
      'holderCount',
    ] as const) {
      await expect(canvas.getByRole('columnheader', { name: text.columns[key] })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: newLink })).toBeVisible();
  },
};

/** Filtered on Grand Tunis from the URL, the most stops first. */
export const Filtered: Story = {
  parameters: {
    path: `/main/routing/?zoneId=${tourZones.grandTunis.id}&sortField=holderCount&sortOrder=desc`,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await expect(
      canvas.getByRole('combobox', { name: tourText(globals.locale).filters.zone }),
    ).toHaveValue('Grand Tunis');
    const counts = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[7]?.textContent);
    await expect(counts).toEqual(['4', '3']);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingGet('*/tours'), ...tourHandlers(createTourStore())] } },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: tourHandlers(createTourStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [...failingGet('*/tours'), ...tourHandlers(createTourStore())] } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading only: no "Nouveau". */
export const ReadOnly: Story = {
  parameters: { user: tourReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: tours.capBon.reference });
    await expect(canvas.queryByRole('link', { name: newLink })).toBeNull();
  },
};

export const Denied: Story = {
  parameters: { user: noTours },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /Vous n'avez actuellement pas accès à cette action|You currently dont have access to this action/,
      ),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'T-2026-0038' });
    await expect(
      canvas.getByRole('columnheader', { name: /Assigned subcontractor/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Relay depot' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Dépôt relais Sfax' }),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};
