import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, pendingGet } from '@/components/storybook/story-helpers';
import { createStockStore, stockHandlers } from '../mocks/stock-handlers';
import { MassBalanceScreen } from './mass-balance-screen';
import { inDataRouter, stockText, withUser } from './story-helpers';

const meta = {
  title: 'Screens/Stock/Mass balance',
  component: MassBalanceScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: stockHandlers(createStockStore()) } },
} satisfies Meta<typeof MassBalanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = (story: Story): Story => ({ ...story, globals: { locale: 'en' } });

/** November at one depot: opening, inputs by category, transfer, shipment, losses, closing. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(await canvas.findByText(text.figures.closing)).toBeVisible();
    await expect(canvas.getByText(text.figures.inputTotal)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.exports.pdfOf })).toBeEnabled();
  },
};
export const FilledEnglish = english(Filled);

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/mass-balance') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Chargement|Loading/)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingGet('*/mass-balance') } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(/momentanément indisponible/)).toBeVisible(),
    );
  },
};

/** A period longer than three months is said on the field and not asked for. */
export const PeriodTooLong: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    const to = canvas.getByLabelText(text.period.to);
    await userEvent.clear(to);
    await userEvent.type(to, '2027-03-01');
    await expect(await canvas.findByText(text.period.tooLong)).toBeVisible();
  },
};

/** Closing the period after its confirmation: the screen then says it is closed. */
export const ClosePeriod: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.closing.close }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text.closing.close }));
    await waitFor(() => expect(canvas.getByText(/30/)).toBeVisible());
  },
};
