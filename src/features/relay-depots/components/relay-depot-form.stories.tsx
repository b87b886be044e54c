import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorBody, users } from '@mocks/fixtures';
import { laMarsa } from '../mocks/relay-depot-fixtures';
import { createDepotStore, relayDepotHandlers } from '../mocks/relay-depot-handlers';
import { RelayDepotForm } from './relay-depot-form';
import { RelayDepotNewScreen } from './relay-depot-new-screen';
import { depotText, inDataRouter, withUser } from './story-helpers';
import { commonText } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/RelayDepots/Form',
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: relayDepotHandlers(createDepotStore()) },
    path: '/main/relay-depots/new',
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = () => (
  <RelayDepotForm
    depot={laMarsa}
    onSaved={() => undefined}
    onCancel={() => undefined}
    onReload={() => Promise.resolve(laMarsa)}
  />
);
// A label is its text, then the required indicator that screen readers skip.
const labelled = (text: string) =>
  new RegExp(`^${text.replace(/[()]/g, (c) => `\\${c}`)}\\s*\\*?$`);

const input = (root: HTMLElement, text: string) =>
  within(root).getByRole('textbox', { name: labelled(text) });

async function fillNew(root: HTMLElement, locale: unknown) {
  const { fields } = depotText(locale);
  const values: [string, string][] = [
    [fields.code, 'DR-GAB-01'],
    [fields.name, 'Dépôt relais Gabès'],
    [fields.capacity, '7500'],
    [fields.address, 'Zone portuaire, Gabès'],
    [fields.lat, '33,8815'],
    [fields.lng, '10,0982'],
    [fields.email, 'gabes@depots-huile.tn'],
    [fields.phoneNumber, '+216 75 270 310'],
  ];
  for (const [label, value] of values) await userEvent.type(input(root, label), value);
}

/** A new depot: four groups of fields, the quantity optional. */
export const Empty: Story = {
  render: () => <RelayDepotNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    for (const legend of Object.values(text.sections)) {
      await expect(canvas.getByText(legend)).toBeVisible();
    }
    await expect(input(canvasElement, text.fields.quantity)).not.toBeRequired();
    await expect(canvas.getByText(text.fields.quantityHelp)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: text.fields.zones })).toBeVisible();
  },
};

/** Editing La Marsa: every field filled in, its zone as a removable tag. */
export const Filled: Story = {
  parameters: { path: `/main/relay-depots/${laMarsa.id}` },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    await expect(input(canvasElement, text.fields.code)).toHaveValue('DR-TUN-01');
    await expect(input(canvasElement, text.fields.quantity)).toHaveValue('10200');
    // The stock ledger's balance: read, never typed.
    await expect(input(canvasElement, text.fields.quantity)).toHaveAttribute('readonly');
    await expect(canvas.getByText(text.fields.quantityFromLedger)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: text.fields.removeZone.replace('{{name}}', 'Grand Tunis'),
      }),
    ).toBeVisible();
  },
};

/**
 * The spec's rule: the quantity never exceeds the capacity, said on the quantity field; the
 * quantity being the ledger's, a capacity below it is what breaks it.
 */
export const QuantityOverCapacity: Story = {
  parameters: { path: `/main/relay-depots/${laMarsa.id}` },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    const quantity = input(canvasElement, text.fields.quantity);
    const capacity = input(canvasElement, text.fields.capacity);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '9000');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.quantityOverCapacity),
    ).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses: its message above the buttons and on the field, the input kept. */
export const ServerError: Story = {
  parameters: {
    // Unlimited by area: the depot may serve no zone yet, so the form reaches the server.
    user: users.superAdmin,
    msw: {
      handlers: [
        http.post('*/relay-depots', () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', 'Ce code est déjà utilisé'),
              details: {
                issues: [{ code: 'custom', message: 'Ce code est déjà utilisé', path: ['code'] }],
              },
            },
            { status: 400 },
          ),
        ),
        ...relayDepotHandlers(createDepotStore()),
      ],
    },
  },
  render: () => <RelayDepotNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    await fillNew(canvasElement, globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: text.form.create }));
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText(commonText(globals.locale).errors.saveFailed),
    ).toBeVisible();
    await expect(canvas.getAllByText('Ce code est déjà utilisé')).toHaveLength(2);
    await expect(input(canvasElement, text.fields.name)).toHaveValue('Dépôt relais Gabès');
  },
};

/** Someone saved first (412): the input stays, the latest version is one click away. */
export const ChangedMeanwhile: Story = {
  parameters: {
    path: `/main/relay-depots/${laMarsa.id}`,
    msw: {
      handlers: [
        http.patch('*/relay-depots/:id', () =>
          HttpResponse.json(
            errorBody(412, '412:PRECONDITION_FAILED', 'Le dépôt relais a été modifié entre-temps'),
            { status: 412 },
          ),
        ),
      ],
    },
  },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    await userEvent.type(input(canvasElement, text.fields.name), ' Nord');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(text.form.conflictTitle)).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: commonText(globals.locale).actions.reload }),
    ).toBeVisible();
    await expect(input(canvasElement, text.fields.name)).toHaveValue('Dépôt relais La Marsa Nord');
  },
};

/** The English interface, sent empty: every message in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => <RelayDepotNewScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'Capacity (L)'), '0');
    await userEvent.type(input(canvasElement, 'Email'), 'gabes@');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the depot' }));
    await waitFor(() =>
      expect(canvas.getByText('The capacity must be greater than 0')).toBeVisible(),
    );
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThan(3);
  },
};
