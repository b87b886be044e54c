import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '@mocks/fixtures';
import { buyers } from '../mocks/buyer-fixtures';
import { buyerHandlers, createBuyerStore } from '../mocks/buyer-handlers';
import { BuyerForm } from './buyer-form';
import { BuyerNewScreen } from './buyer-new-screen';
import { buyerText, inDataRouter, withUser } from './story-helpers';
import { commonText } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Buyers/Form',
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: buyerHandlers(createBuyerStore()) },
    path: '/main/buyers/new',
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bioDiesel = buyers[0]!;
const labelled = (text: string) =>
  new RegExp(`^${text.replace(/[()]/g, (c) => `\\${c}`)}\\s*\\*?$`);

async function fillNew(root: HTMLElement, locale: unknown) {
  const { fields } = buyerText(locale);
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(fields.name) }), 'Nordic Oils');
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(fields.country) }), 'se');
  await userEvent.type(
    canvas.getByRole('textbox', { name: labelled(fields.address) }),
    'Hamnvägen 3, Göteborg',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: labelled(fields.certificateNumber) }),
    'EU-ISCC-Cert-SE100-1',
  );
  await userEvent.type(canvas.getByLabelText(labelled(fields.certificateValidFrom)), '2026-06-01');
  await userEvent.type(canvas.getByLabelText(labelled(fields.certificateValidUntil)), '2027-05-31');
}

/** A new buyer: two groups of fields. */
export const Empty: Story = {
  render: () => <BuyerNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const legend of Object.values(buyerText(globals.locale).sections)) {
      await expect(canvas.getByText(legend)).toBeVisible();
    }
  },
};

/** The certificate ends before it starts: said on its end, as the server says it. */
export const Invalid: Story = {
  render: () => (
    <BuyerForm
      buyer={bioDiesel}
      onSaved={() => undefined}
      onCancel={() => undefined}
      onReload={() => Promise.resolve(bioDiesel)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { fields } = buyerText(globals.locale);
    const until = canvas.getByLabelText(labelled(fields.certificateValidUntil));
    await userEvent.clear(until);
    await userEvent.type(until, '2026-01-01');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.buyerCertificateDates),
    ).toBeVisible();
  },
};

/** The server refuses: its message shown, the input kept. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/buyers', () =>
          HttpResponse.json(errorBody(503, '503:SERVICE_UNAVAILABLE', 'Service indisponible'), {
            status: 503,
          }),
        ),
        ...buyerHandlers(createBuyerStore()),
      ],
    },
  },
  render: () => <BuyerNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = buyerText(globals.locale);
    await fillNew(canvasElement, globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: text.form.create }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labelled(text.fields.name) })).toHaveValue(
      'Nordic Oils',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <BuyerNewScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Two-letter ISO code, for example IT')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create the buyer' })).toBeVisible();
  },
};
