import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import { createDepotStore, relayDepotHandlers } from '../mocks/relay-depot-handlers';
import { RelayDepotListScreen } from './relay-depot-list-screen';
import { depotText, inDataRouter, withUser } from './story-helpers';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/RelayDepots/List',
  component: RelayDepotListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: relayDepotHandlers(createDepotStore()) } },
} satisfies Meta<typeof RelayDepotListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six depots: La Marsa (85 %) and Sfax (95 %) in the warning colour. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    await expect(await canvas.findByRole('link', { name: 'Dépôt relais La Marsa' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    const gauges = canvas.getAllByRole('meter', { name: text.gauge.label });
    await expect(
      gauges.filter((g) => g.getAttribute('aria-valuetext')?.endsWith(text.gauge.warning)),
    ).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /^(Nouveau|New)$/ })).toBeVisible();
  },
};

/** "80 % or more" checked: only the nearly full depots, fullest first. */
export const NearlyFull: Story = {
  parameters: { path: '/main/relay-depots/?minFillRate=0.8&sortField=fillRate&sortOrder=desc' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Dépôt relais Sfax' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(
      canvas.getByRole('checkbox', { name: depotText(globals.locale).filters.nearlyFull }),
    ).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/relay-depots') } },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: relayDepotHandlers(createDepotStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/relay-depots') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading only: no "Nouveau". */
export const ReadOnly: Story = {
  parameters: {
    user: { ...users.admin, permissions: { ...users.admin.permissions, relayDepot: 'READ' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Dépôt relais La Marsa' });
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
    await canvas.findByRole('link', { name: 'Dépôt relais La Marsa' });
    await expect(canvas.getByRole('columnheader', { name: /Fill rate/ })).toBeVisible();
    // en-GB groups thousands with a comma.
    await expect(canvas.getByText(/^12,000\sL$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '80% full or more' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
  },
};
