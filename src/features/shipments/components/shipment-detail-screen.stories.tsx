import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminWith, users } from '@mocks/fixtures';
import { dispatched, laMarsa, planned, received } from '../mocks/shipment-fixtures';
import { createShipmentStore, shipmentHandlers } from '../mocks/shipment-handlers';
import { ShipmentDetailScreen } from './shipment-detail-screen';
import { inDataRouter, shipmentText, withUser } from './story-helpers';
import { commonText, expectBusy, pendingGet } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Shipments/Detail',
  component: ShipmentDetailScreen,
  decorators: [withUser, inDataRouter],
  args: { id: planned.id },
  parameters: { msw: { handlers: shipmentHandlers(createShipmentStore()) } },
} satisfies Meta<typeof ShipmentDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('alertdialog');

/** Planned: "Modifier" and "Expédier"; no declaration yet, quality not measured. */
export const Planned: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /C-2026-044/ }),
    ).toBeVisible();
    await expect(canvas.getByText(text.status.PLANNED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.dispatch.action })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Modifier|Edit)$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.declaration.download })).toBeNull();
    await expect(canvas.getAllByText(text.detail.notMeasured)).toHaveLength(2);
  },
};

/** "Expédier" says what leaves which depot; confirmed, the declaration is numbered. */
export const DispatchConfirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.dispatch.action }));
    const asked = await dialog();
    // The dialog opens with an animation: visible once it has run.
    await waitFor(() => expect(within(asked).getByText(new RegExp(laMarsa.name))).toBeVisible());
    await userEvent.click(within(asked).getByRole('button', { name: text.dispatch.action }));
    await expect(await canvas.findByText(text.status.DISPATCHED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.declaration.download })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Modifier|Edit)$/ })).toBeNull();
  },
};

const lowStock = createShipmentStore(undefined, { [laMarsa.id]: 920 });

/**
 * More than the depot holds: the server refuses, the shipment stays planned (the app's query
 * client shows the server's words in a toast, tests/shipments; the stories' client shows none).
 */
export const DispatchRefused: Story = {
  parameters: { msw: { handlers: shipmentHandlers(lowStock) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.dispatch.action }));
    const asked = await dialog();
    await waitFor(() =>
      expect(within(asked).getByRole('button', { name: text.dispatch.action })).toBeVisible(),
    );
    await userEvent.click(within(asked).getByRole('button', { name: text.dispatch.action }));
    await waitFor(() =>
      expect(lowStock.requests.some((request) => request.url.pathname.endsWith('/dispatch'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText(text.status.PLANNED)).toBeVisible();
    await expect(lowStock.shipments.find((s) => s.id === planned.id)?.status).toBe('PLANNED');
  },
};

/** Dispatched: the declaration's download and "Réceptionner"; no more "Modifier". */
export const Dispatched: Story = {
  args: { id: dispatched.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await expect(
      await canvas.findByRole('button', { name: text.declaration.download }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.receive.action })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Modifier|Edit)$/ })).toBeNull();
    await expect(canvas.getByText(text.detail.notReceived)).toBeVisible();
  },
};

/** The receipt asks for the buyer's day and weight, then the shipment is received. */
export const ReceiveDialog: Story = {
  args: { id: dispatched.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.receive.action }));
    const asked = await dialog();
    await userEvent.type(
      within(asked).getByLabelText(new RegExp(text.fields.receivedDate)),
      '2026-11-23',
    );
    await userEvent.type(
      within(asked).getByLabelText(new RegExp(text.fields.receivedWeightKg.replace(/[()]/g, '.'))),
      '18320',
    );
    await userEvent.click(within(asked).getByRole('button', { name: text.receive.action }));
    await expect(await canvas.findByText(text.status.RECEIVED)).toBeVisible();
  },
};

/** Received: the buyer's day and weight in the receipt's card. */
export const Received: Story = {
  args: { id: received.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await expect(await canvas.findByText(text.status.RECEIVED)).toBeVisible();
    await expect(canvas.getByText(/18\s350\skg/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.receive.action })).toBeNull();
  },
};

/** Reading only: the declaration, but no move and no "Modifier". */
export const ReadOnly: Story = {
  args: { id: dispatched.id },
  parameters: { user: adminWith({ shipment: 'READ' }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    await canvas.findByRole('button', { name: text.declaration.download });
    await expect(canvas.queryByRole('button', { name: text.receive.action })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/shipments/:id') } },
  play: expectBusy,
};

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000404' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: shipmentText(globals.locale).detail.notFoundTitle,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: commonText(globals.locale).actions.backToList }),
    ).toBeVisible();
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
  args: { id: dispatched.id },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Sustainability declaration (PDF)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/18,400\skg, that is 20,000\sL at 0.92 kg\/L/)).toBeVisible();
  },
};
