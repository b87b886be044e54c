import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorBody } from '@mocks/fixtures';
import { holderHandlers, holders } from '../mocks/holder-fixtures';
import { HolderForm } from './holder-form';
import { HolderNewScreen } from './holder-new-screen';
import { holderText, inDataRouter, withUser } from './story-helpers';
import { commonText } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Holders/Form',
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: holderHandlers() }, path: '/main/holders/new' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const golfe = holders[0]!;
const edit = () => (
  <HolderForm
    holder={golfe}
    onSaved={() => undefined}
    onCancel={() => undefined}
    onReload={() => Promise.resolve(golfe)}
  />
);
// Labels end with the required indicator; the label's text names the field.
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

/** A new holder: the four sections, empty but for the usual defaults. */
export const Empty: Story = {
  render: () => <HolderNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    for (const section of ['identity', 'location', 'contact', 'collection'] as const) {
      await expect(
        canvas.getByRole('heading', { level: 2, name: text.sections[section] }),
      ).toBeVisible();
    }
    await expect(canvas.getByLabelText(label(text.fields.name))).toHaveValue('');
    await expect(canvas.getByLabelText(label(text.fields.status))).toHaveValue('PENDING');
  },
};

/** Sent empty: every missing field says so, and the delegation asks to be chosen. */
export const EmptySubmitted: Story = {
  render: () => <HolderNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: text.form.create }));
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.delegation),
    ).toBeVisible();
    await expect(canvas.getByLabelText(label(text.fields.name))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A postal code out of range: the spec's exact message under the field. */
export const InvalidPostalCode: Story = {
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    const postalCode = canvas.getByLabelText(label(text.fields.postalCode));
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '999');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.postalCode),
    ).toBeVisible();
  },
};

/** An existing holder in the form: every field filled, the pickers named. */
export const Filled: Story = {
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await expect(canvas.getByLabelText(label(text.fields.name))).toHaveValue(golfe.name);
    await expect(canvas.getByLabelText(label(text.fields.identificationDate))).toHaveValue(
      '2024-03-11',
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: label(text.fields.delegation) })).toHaveValue(
        'La Marsa',
      ),
    );
    await expect(
      canvas.getByRole('combobox', { name: label(text.fields.subcontractor) }),
    ).toHaveValue('EcoHuile Tunis');
  },
};

/** The server refuses the number: its message on the form and on the field, the input kept. */
export const ServerError: Story = {
  render: edit,
  parameters: {
    msw: {
      handlers: [
        http.patch('*/holders/:id', ({ request }) => {
          const message =
            request.headers.get('Accept-Language') === 'en'
              ? 'This number is already used'
              : 'Ce numéro est déjà utilisé';
          return HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', message),
              details: { issues: [{ code: 'custom', message, path: ['number'] }] },
            },
            { status: 400 },
          );
        }),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    const number = canvas.getByLabelText(label(text.fields.number));
    await userEvent.clear(number);
    await userEvent.type(number, 'DT-000245');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(commonText(globals.locale).errors.saveFailed);
    await expect(alert).toHaveTextContent(/Ce numéro est déjà utilisé|This number is already used/);
    await expect(number).toHaveValue('DT-000245');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Someone saved first: the "changed meanwhile" message, and a way to reload. */
export const Conflict: Story = {
  render: edit,
  parameters: {
    msw: {
      handlers: [
        http.patch('*/holders/:id', () =>
          HttpResponse.json(errorBody(412, '412:PRECONDITION_FAILED', 'Modifié entre-temps'), {
            status: 412,
          }),
        ),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(await canvas.findByText(text.form.conflictTitle)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.reload }),
    ).toBeVisible();
  },
};

export const English: Story = {
  render: () => <HolderNewScreen />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Collection' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Postal code/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create the holder' })).toBeVisible();
  },
};
