import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { voucherHolders } from '../mocks/removal-voucher-fixtures';
import { createVoucherStore, voucherHandlers } from '../mocks/removal-voucher-handlers';
import { HolderRemovalVouchers } from './holder-removal-vouchers';
import { noVouchers, voucherText, withUser } from './story-helpers';
import {
  expectBusy,
  expectFailure,
  failingGet,
  fill,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Removal vouchers/Holder history',
  component: HolderRemovalVouchers,
  decorators: [withUser],
  args: { holderId: voucherHolders.golfe.id },
  parameters: { msw: { handlers: voucherHandlers(createVoucherStore()) } },
} satisfies Meta<typeof HolderRemovalVouchers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Le Golfe's three pickups, newest first, and the way to all of them. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await expect(await canvas.findByRole('link', { name: 'BE-2026-004512' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(
      canvas.getByRole('link', { name: fill(text.history.seeAll_other, { count: 3 }) }),
    ).toHaveAttribute('href', `/main/removal-vouchers/?holderId=${voucherHolders.golfe.id}`);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: voucherHandlers(createVoucherStore([])) } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(voucherText(globals.locale).history.empty),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/removal-vouchers') } },
  play: expectBusy,
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/removal-vouchers', 'Indisponible') } },
  play: ({ canvasElement, globals }) =>
    expectFailure(canvasElement, voucherText(globals.locale).history.error),
};

/** Without READ on vouchers the holder's page simply has no voucher history. */
export const Forbidden: Story = {
  parameters: { user: noVouchers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('205.5 L')).toBeVisible();
    await expect(canvas.getByText('Not confirmed')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'See its 3 vouchers in the list' }),
    ).toBeVisible();
  },
};
