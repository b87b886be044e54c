import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { zones } from '@/components/pickers/mocks/area-fixtures';
import { users } from '@mocks/fixtures';
import { createSubcontractorStore, subcontractorHandlers } from '../mocks/subcontractor-handlers';
import { SubcontractorListScreen } from './subcontractor-list-screen';
import { inDataRouter, subcontractorText, withUser } from './story-helpers';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Subcontractors/List',
  component: SubcontractorListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: subcontractorHandlers(createSubcontractorStore()) } },
} satisfies Meta<typeof SubcontractorListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five companies: contact person, zone, depot, contract, fleet and capacities. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'EcoHuile Tunis SARL' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Sami Gharbi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Nouveau|New)$/ })).toBeVisible();
  },
};

/** Grand Tunis only, the largest collection capacity first. */
export const Filtered: Story = {
  parameters: {
    path: `/main/subcontractors/?regionId=${zones.grandTunis.regionId}&zoneId=${zones.grandTunis.id}&sortField=collectionCapacity&sortOrder=desc`,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await expect(await canvas.findByRole('link', { name: 'EcoHuile Tunis SARL' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByRole('combobox', { name: text.filters.zone })).toHaveValue(
      'Grand Tunis',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pendingGet('*/subcontractors'),
        ...subcontractorHandlers(createSubcontractorStore()),
      ],
    },
  },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: subcontractorHandlers(createSubcontractorStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingGet('*/subcontractors'),
        ...subcontractorHandlers(createSubcontractorStore()),
      ],
    },
  },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading only: no "Nouveau". */
export const ReadOnly: Story = {
  parameters: {
    user: { ...users.admin, permissions: { ...users.admin.permissions, subcontractor: 'READ' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'EcoHuile Tunis SARL' });
    await expect(canvas.queryByRole('link', { name: /^(Nouveau|New)$/ })).toBeNull();
  },
};

export const Denied: Story = {
  parameters: { user: users.subcontractor },
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
    await canvas.findByRole('link', { name: 'EcoHuile Tunis SARL' });
    await expect(canvas.getByRole('columnheader', { name: /Collection capacity/ })).toBeVisible();
    await expect(canvas.getByText(/^3,500\sL\/month$/)).toBeVisible();
    await expect(canvas.getByText('1 Jan 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Fleet/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Huiles Ben Arous'),
    );
  },
};
