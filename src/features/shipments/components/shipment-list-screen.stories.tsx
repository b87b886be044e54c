import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminWith, users } from '@mocks/fixtures';
import { createShipmentStore, shipmentHandlers } from '../mocks/shipment-handlers';
import { ShipmentListScreen } from './shipment-list-screen';
import { inDataRouter, shipmentText, withUser } from './story-helpers';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Shipments/List',
  component: ShipmentListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: shipmentHandlers(createShipmentStore()) } },
} satisfies Meta<typeof ShipmentListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shipment in each state, the next dispatch first; a declaration number once dispatched. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await expect(await canvas.findByRole('cell', { name: 'C-2026-044' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    // In the table (the state's select names them too).
    const table = within(canvas.getByRole('table'));
    for (const status of Object.values(text.status)) {
      await expect(table.getByText(status)).toBeVisible();
    }
    await expect(canvas.getByText('SD-2026-000012')).toBeVisible();
  },
};

/** The state's select: only what left and is not received yet. */
export const Dispatched: Story = {
  parameters: { path: '/main/shipments/?status=DISPATCHED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'C-2026-039' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/shipments') } },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: shipmentHandlers(createShipmentStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/shipments') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading only: no "Nouveau". */
export const ReadOnly: Story = {
  parameters: { user: adminWith({ shipment: 'READ' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'C-2026-044' });
    await expect(canvas.queryByRole('link', { name: /^(Nouveau|New)$/ })).toBeNull();
  },
};

/** A company's account holds no shipment right. */
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
    await canvas.findByRole('cell', { name: 'C-2026-044' });
    await expect(canvas.getByRole('columnheader', { name: /Net weight/ })).toBeVisible();
    // en-GB groups thousands with a comma: the three shipments' 18,400 kg net.
    await expect(canvas.getAllByText(/^18,400\skg$/)).toHaveLength(3);
    await userEvent.type(canvas.getByRole('searchbox'), 'SD-2026-000009');
    await expect(await canvas.findByRole('cell', { name: 'C-2026-031' })).toBeVisible();
  },
};
