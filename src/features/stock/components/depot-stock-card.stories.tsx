import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { metaOf } from '@mocks/kit';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';
import { stockDepot } from '../mocks/stock-fixtures';
import { createStockStore, stockHandlers } from '../mocks/stock-handlers';
import { DepotStockCard } from './depot-stock-card';
import { inDataRouter, stockText, withUser } from './story-helpers';

const meta = {
  title: 'Screens/Stock/Depot stock card',
  component: DepotStockCard,
  args: { depotId: stockDepot.id },
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: stockHandlers(createStockStore()) } },
} satisfies Meta<typeof DepotStockCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = (story: Story): Story => ({ ...story, globals: { locale: 'en' } });

/** The ledger's rows (its header and its movements), not those of the chart's data table. */
const ledgerRows = (canvasElement: HTMLElement, caption: string) =>
  within(within(canvasElement).getByRole('table', { name: caption })).getAllByRole('row');

/** Seven movements, newest first, each with its document or reason; the chart and its table. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await waitFor(() => expect(ledgerRows(canvasElement, text.ledger.caption)).toHaveLength(8));
    // In the ledger (the kind's select names it too).
    await expect(
      within(canvas.getByRole('table', { name: text.ledger.caption })).getByText(
        text.kind.TRANSFER_OUT,
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /2026|Nov|nov/ })).toBeVisible();
    await expect(canvas.getByText(text.balance.showTable)).toBeVisible();
  },
};
export const FilledEnglish = english(Filled);

/** Filtering by kind asks the server for that kind only. */
export const FilteredByKind: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await waitFor(() => expect(ledgerRows(canvasElement, text.ledger.caption)).toHaveLength(8));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: text.ledger.kindFilter }),
      'IN',
    );
    await waitFor(() => expect(ledgerRows(canvasElement, text.ledger.caption)).toHaveLength(3));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pendingGet('*/relay-depots/:id/stock-entries'),
        ...pendingGet('*/relay-depots/:id/stock-balance'),
      ],
    },
  },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/relay-depots/:id/stock-entries', () =>
          HttpResponse.json({ items: [], meta: metaOf(1, 10, 0) }),
        ),
        http.get('*/relay-depots/:id/stock-balance', () =>
          HttpResponse.json({ from: '2026-11-01', to: '2026-11-02', items: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Aucun résultat|No results/)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingGet('*/relay-depots/:id/stock-entries'),
        ...failingGet('*/relay-depots/:id/stock-balance'),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expectFailure(canvasElement, stockText(globals.locale).ledger.error);
  },
};

/** An adjustment without its quantity or reason: both said, nothing sent. */
export const AdjustmentInvalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.adjustment.open }));
    await userEvent.click(canvas.getByRole('button', { name: text.adjustment.save }));
    await expect(canvas.getByText(text.adjustment.positive)).toBeVisible();
    await expect(canvas.getByText(text.adjustment.required)).toBeVisible();
  },
};

/** The server refuses (stock too low): its message above the form, the input kept. */
export const AdjustmentRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.adjustment.open }));
    const litres = canvas.getByRole('textbox', { name: new RegExp(text.adjustment.lossLitres) });
    await userEvent.type(litres, '9000');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text.adjustment.reason) }),
      'Fuite de la cuve',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.adjustment.save }));
    await expect(
      await canvas.findByText('Le stock du dépôt est insuffisant pour ce mouvement'),
    ).toBeVisible();
    await expect(litres).toHaveValue('9000');
  },
};

/** A transfer without its destination or litres: both said, nothing sent. */
export const TransferInvalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = stockText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.transfer.open }));
    await userEvent.click(canvas.getByRole('button', { name: text.adjustment.save }));
    await expect(canvas.getByText(text.adjustment.positive)).toBeVisible();
    await expect(canvas.getByText(text.adjustment.required)).toBeVisible();
  },
};
