import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { awaitingVoucher, voucherHolders, vouchers } from '../mocks/removal-voucher-fixtures';
import { createVoucherStore, voucherHandlers } from '../mocks/removal-voucher-handlers';
import {
  deniedText,
  ecoHuileAccount,
  noVouchers,
  voucherReader,
  voucherText,
  withUser,
} from './story-helpers';
import { RemovalVoucherDetailScreen } from './removal-voucher-detail-screen';
import {
  commonText,
  expectBusy,
  expectFailure,
  failingGet,
  fill,
  pendingGet,
} from '@/components/storybook/story-helpers';
// The decision's dialog and the amendment's drawer, which the page loads on demand, already here.
import './decision-dialog';
import './amend-drawer';

const meta = {
  title: 'Screens/Removal vouchers/Detail',
  component: RemovalVoucherDetailScreen,
  decorators: [withUser],
  args: { id: awaitingVoucher.id },
  // A store per story: a decision taken in one story never shows in another.
  parameters: { msw: { handlers: voucherHandlers(createVoucherStore()) } },
} satisfies Meta<typeof RemovalVoucherDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (locale: unknown, number = awaitingVoucher.number) =>
  fill(voucherText(locale).detail.title, { number });

/** Awaiting a decision: tanks with their total, signatures, three photos, the two actions. */
export const Awaiting: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: title(globals.locale) }),
    ).toBeVisible();
    const tanks = within(canvas.getByRole('region', { name: text.detail.tanks }));
    await expect(tanks.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: text.detail.holderSignature })).toBeVisible();
    await expect(canvas.getByRole('img', { name: text.detail.collectorSignature })).toBeVisible();
    await expect(canvas.getByText(text.decision.awaiting)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.decision.reject })).toBeVisible();
  },
};

/** A pickup that does not add up: each flag one sentence, read before the decision. */
export const Flagged: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    const flags = await canvas.findByRole('region', {
      name: fill(text.flags.title_other, { count: 2 }),
    });
    const items = within(flags).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // The voucher's own litres, then the holder's month.
    await expect(items[0]).toHaveTextContent(/\(205[,.]5\sL\)/);
    await expect(items[1]).toHaveTextContent(/\(1[\s,]205[,.]5\sL\)/);
  },
};

/** Confirmed, with its decision date and comment: nothing left to decide. */
export const Decided: Story = {
  args: { id: vouchers[3]!.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await canvas.findByRole('heading', {
      level: 1,
      name: title(globals.locale, vouchers[3]!.number),
    });
    await expect(canvas.getByText('Conforme')).toBeVisible();
    await expect(canvas.queryByText(text.detail.notDecided)).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.decision.confirm })).toBeNull();
  },
};

/** The holder was away: no signature of theirs, a comment from the collector. */
export const WithoutHolderSignature: Story = {
  args: { id: vouchers[1]!.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await expect(await canvas.findByText(text.detail.notSigned)).toBeVisible();
    await expect(canvas.getByText(text.detail.noPhotos)).toBeVisible();
  },
};

/** A photo full size; the arrow keys go through the others. */
export const PhotoOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await userEvent.click(
      await canvas.findByRole('button', { name: fill(text.detail.openPhoto, { n: 1, count: 3 }) }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog fades in: visible once its opening animation is over.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: fill(text.detail.photo, { n: 1, count: 3 }) }),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(
      within(dialog).getByRole('img', { name: fill(text.detail.photo, { n: 3, count: 3 }) }),
    ).toBeVisible();
  },
};

/** "Confirm?" asked before anything is sent. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.decision.confirm }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: fill(text.decision.confirmTitle, { number: awaitingVoucher.number }),
    });
    await waitFor(() =>
      expect(within(dialog).getByText(text.decision.confirmMessage)).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text.decision.cancel })).toHaveFocus(),
    );
  },
};

/** Refusing without saying why: the comment is required. */
export const RefuseWithoutComment: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.decision.reject }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text.decision.reject }));
    await waitFor(() =>
      expect(
        within(dialog).getByText(commonText(globals.locale).validation.decisionCommentRequired),
      ).toBeVisible(),
    );
  },
};

/** The holder opens from the voucher for those who may read it. */
export const HolderLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { golfe } = voucherHolders;
    await expect(
      await canvas.findByRole('link', { name: `${golfe.name} · ${golfe.number}` }),
    ).toHaveAttribute('href', `/main/holders/${golfe.id}`);
  },
};

/**
 * EcoHuile did this pickup for Recyclage Cap Bon, at Cap Bon's holder, which a company's account
 * does not see: the holder is named, not linked.
 */
export const PickupForAnotherCompany: Story = {
  args: { id: vouchers[1]!.id },
  parameters: { user: ecoHuileAccount },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { jasmins } = voucherHolders;
    await canvas.findByRole('heading', {
      level: 1,
      name: title(globals.locale, vouchers[1]!.number),
    });
    await expect(canvas.getByText(`${jasmins.name} · ${jasmins.number}`)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(jasmins.name) })).toBeNull();
  },
};

/** A reader sees everything but cannot decide. */
export const ReadOnly: Story = {
  parameters: { user: voucherReader },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await canvas.findByRole('heading', { level: 1, name: title(globals.locale) });
    await expect(canvas.queryByText(text.decision.awaiting)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/removal-vouchers/:id') } },
  play: expectBusy,
};

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000404' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = voucherText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { name: text.detail.notFoundTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: commonText(globals.locale).actions.backToList }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failingGet('*/removal-vouchers/:id') } },
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
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voucher BE-2026-004512' }),
    ).toBeVisible();
    await expect(canvas.getByText('205.5 L')).toBeVisible();
    await expect(canvas.getByText('164.250 TND')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Do not confirm' })).toBeVisible();
  },
};
