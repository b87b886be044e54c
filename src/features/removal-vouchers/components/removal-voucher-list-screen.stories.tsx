import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { voucherHolders } from '../mocks/removal-voucher-fixtures';
import { createVoucherStore, voucherHandlers } from '../mocks/removal-voucher-handlers';
import { deniedText, noVouchers, voucherText, withUser } from './story-helpers';
import { RemovalVoucherListScreen } from './removal-voucher-list-screen';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Removal vouchers/List',
  component: RemovalVoucherListScreen,
  decorators: [withUser],
  parameters: {
    msw: { handlers: voucherHandlers(createVoucherStore()) },
    router: { initialEntries: ['/main/removal-vouchers/'] },
  },
} satisfies Meta<typeof RemovalVoucherListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) => within(root).getAllByRole('row').slice(1);
const body = (root: HTMLElement) => within(root.querySelector('tbody')!);

/** Six pickups, newest first: three awaiting a decision, two confirmed, one refused. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await expect(await canvas.findByRole('link', { name: 'BE-2026-004512' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(6);
    for (const header of [
      text.columns.number,
      text.columns.holder,
      text.columns.removalDate,
      text.columns.dueSum,
      text.columns.subcontractor,
      text.columns.actualSubcontractor,
      text.columns.status,
    ]) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(body(canvasElement).getAllByText(/^(À décider|Awaiting decision)$/)).toHaveLength(
      3,
    );
  },
};

/** The flagged pickups only, read from the URL: each row marked, the filter showing it. */
export const FlaggedOnly: Story = {
  parameters: { router: { initialEntries: ['/main/removal-vouchers/?flagged=true'] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('combobox', { name: text.filters.flag })).toHaveValue('flagged');
    for (const row of bodyRows(canvasElement)) {
      await expect(within(row).getByRole('img', { name: /^(Alertes|Flags)/ })).toBeVisible();
    }
  },
};

/** Awaiting vouchers of one holder, read from the URL. */
export const Filtered: Story = {
  parameters: {
    router: {
      initialEntries: [
        `/main/removal-vouchers/?status=AWAITING&holderId=${voucherHolders.golfe.id}`,
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: text.filters.holder })).toHaveValue(
        'Restaurant Le Golfe · DT-000123',
      ),
    );
    await expect(canvas.getByRole('combobox', { name: text.filters.status })).toHaveValue(
      'AWAITING',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [...pendingGet('*/removal-vouchers'), ...voucherHandlers(createVoucherStore())],
    },
  },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: voucherHandlers(createVoucherStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [...failingGet('*/removal-vouchers'), ...voucherHandlers(createVoucherStore())],
    },
  },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

export const Denied: Story = {
  parameters: { user: noVouchers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(deniedText)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'BE-2026-004512' });
    await expect(canvas.getByRole('columnheader', { name: 'Actual collector' })).toBeVisible();
    await expect(canvas.getByText('164.250 TND')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'CONFIRMED');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await expect(body(canvasElement).getAllByText('Confirmed')).toHaveLength(2);
  },
};
