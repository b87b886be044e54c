import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '@mocks/fixtures';
import { planned } from '../mocks/shipment-fixtures';
import { createShipmentStore, shipmentHandlers } from '../mocks/shipment-handlers';
import { ShipmentForm } from './shipment-form';
import { ShipmentNewScreen } from './shipment-new-screen';
import { inDataRouter, shipmentText, withUser } from './story-helpers';
import { commonText } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Shipments/Form',
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: shipmentHandlers(createShipmentStore()) },
    path: '/main/shipments/new',
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const labelled = (text: string) =>
  new RegExp(`^${text.replace(/[()]/g, (c) => `\\${c}`)}\\s*\\*?$`);
const input = (root: HTMLElement, text: string) =>
  within(root).getByRole('textbox', { name: labelled(text) });

const edit = () => (
  <ShipmentForm
    shipment={planned}
    onSaved={() => undefined}
    onCancel={() => undefined}
    onReload={() => Promise.resolve(planned)}
  />
);

/** A new shipment: four groups, the buyers offered only with a valid certificate. */
export const Empty: Story = {
  render: () => <ShipmentNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    for (const legend of Object.values(text.sections)) {
      await expect(canvas.getByText(legend)).toBeVisible();
    }
    await expect(canvas.getByText(text.fields.buyerHelp)).toBeVisible();
    await expect(input(canvasElement, text.fields.densityKgPerLitre)).not.toBeRequired();
  },
};

/** Editing a planned shipment: every field filled in, its depot and buyer named. */
export const Filled: Story = {
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const text = shipmentText(globals.locale);
    await expect(input(canvasElement, text.fields.contractNumber)).toHaveValue('C-2026-044');
    await expect(input(canvasElement, text.fields.netWeightKg)).toHaveValue('18400');
    await expect(
      within(canvasElement).getByRole('combobox', { name: labelled(text.fields.buyerId) }),
    ).toHaveValue('BioDiesel Sud SpA');
  },
};

/** A net weight above the gross weight: said on the net weight, as the server says it. */
export const NetOverGross: Story = {
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    const net = input(canvasElement, text.fields.netWeightKg);
    await userEvent.clear(net);
    await userEvent.type(net, '19000');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.netOverGross),
    ).toBeVisible();
    await expect(net).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses (an expired certificate): its words on the buyer, the input kept. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/shipments/:id', () =>
          HttpResponse.json(
            {
              ...errorBody(
                400,
                '400:BAD_REQUEST',
                'Le certificat ISCC de ce client a expiré le 31/10/2026 : aucune expédition ne peut lui être faite',
              ),
              details: {
                issues: [
                  {
                    code: 'custom',
                    message:
                      'Le certificat ISCC de ce client a expiré le 31/10/2026 : aucune expédition ne peut lui être faite',
                    path: ['buyerId'],
                  },
                ],
              },
            },
            { status: 400 },
          ),
        ),
        ...shipmentHandlers(createShipmentStore()),
      ],
    },
  },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = shipmentText(globals.locale);
    const contract = input(canvasElement, text.fields.contractNumber);
    await userEvent.clear(contract);
    await userEvent.type(contract, 'C-2026-050');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getAllByText(/a expiré le 31\/10\/2026/).length).toBeGreaterThan(0);
    await expect(contract).toHaveValue('C-2026-050');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <ShipmentNewScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.92 unless measured.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Plan the shipment' })).toBeVisible();
  },
};
