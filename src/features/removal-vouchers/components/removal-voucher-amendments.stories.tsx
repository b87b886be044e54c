import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminWith, errorBody } from '@mocks/fixtures';
import { amendedVoucher, vouchers } from '../mocks/removal-voucher-fixtures';
import { createVoucherStore, voucherHandlers } from '../mocks/removal-voucher-handlers';
import { voucherText } from './story-helpers';
import { RemovalVoucherDetailScreen } from './removal-voucher-detail-screen';
import {
  commonText,
  expectBusy,
  failingGet,
  fill,
  inDataRouterAt,
  pendingGet,
  signedInAs,
} from '@/components/storybook/story-helpers';
// The decision's dialog and the amendment's drawer, which the page loads on demand, already here.
import './decision-dialog';
import './amend-drawer';

/** An administrator who may amend decided vouchers. */
const amender = adminWith({ removalVoucher: 'READ|UPDATE', amendment: 'CREATE' });

const meta = {
  title: 'Screens/Removal vouchers/Amendments',
  component: RemovalVoucherDetailScreen,
  // The amend form asks before leaving with edits, which needs a data router.
  decorators: [signedInAs(amender), inDataRouterAt(`/main/removal-vouchers/${amendedVoucher.id}`)],
  args: { id: amendedVoucher.id },
  // A store per story: an amendment made in one story never shows in another.
  parameters: { msw: { handlers: voucherHandlers(createVoucherStore()) } },
} satisfies Meta<typeof RemovalVoucherDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, locale: unknown) =>
  within(
    await within(canvasElement).findByRole('region', {
      name: voucherText(locale).amendments.title,
    }),
  );

/** Sealed, with two amendments: who, when, why, each field before → after. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.amend.sealed)).toBeVisible();
    const amendments = await card(canvasElement, globals.locale);
    await waitFor(() => expect(amendments.getAllByRole('listitem')).toHaveLength(2));
    await expect(amendments.getByText(text.amendments.fields.extractedTanks)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.amend.action })).toBeVisible();
  },
};

/** Decided and never amended. */
export const Empty: Story = {
  args: { id: vouchers[5]!.id },
  play: async ({ canvasElement, globals }) => {
    const amendments = await card(canvasElement, globals.locale);
    await expect(
      await amendments.findByText(voucherText(globals.locale).amendments.empty),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pendingGet('*/removal-vouchers/:id/amendments'),
        ...voucherHandlers(createVoucherStore()),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await card(canvasElement, globals.locale);
    await expectBusy({ canvasElement });
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingGet('*/removal-vouchers/:id/amendments'),
        ...voucherHandlers(createVoucherStore()),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const amendments = await card(canvasElement, globals.locale);
    await waitFor(
      () =>
        expect(amendments.getByText(voucherText(globals.locale).amendments.error)).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

/** Who may only read sees the seal and the amendments, and no way to amend. */
export const ReadOnly: Story = {
  parameters: { user: adminWith({ removalVoucher: 'READ' }) },
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.amend.sealed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.amend.action })).toBeNull();
  },
};

const openForm = async (canvasElement: HTMLElement, locale: unknown) => {
  const text = voucherText(locale);
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: text.amend.action }),
  );
  const drawer = await within(document.body).findByRole('dialog', {
    name: fill(text.amend.title, { number: amendedVoucher.number }),
  });
  // The drawer slides in: visible once its opening animation is over.
  await waitFor(() => expect(within(drawer).getByText(text.amend.intro)).toBeVisible());
  return within(drawer);
};

/** The amend form, prefilled with the voucher's values. */
export const AmendForm: Story = {
  play: async ({ canvasElement, globals }) => {
    const form = await openForm(canvasElement, globals.locale);
    await expect(form.getByDisplayValue('150')).toBeVisible();
    await expect(form.getByDisplayValue('2026-10-30')).toBeVisible();
  },
};

/** Saving without a reason: the reason is required. */
export const AmendWithoutReason: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    const form = await openForm(canvasElement, globals.locale);
    await userEvent.click(form.getByRole('button', { name: text.amend.submit }));
    await expect(
      await form.findByText(commonText(globals.locale).validation.amendmentReasonRequired),
    ).toBeVisible();
  },
};

/** Asked before saving: an amendment stays for good. */
export const AmendQuestion: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    const form = await openForm(canvasElement, globals.locale);
    await userEvent.type(
      form.getByRole('textbox', { name: new RegExp(text.amend.reason) }),
      'Pesée au dépôt',
    );
    await userEvent.click(form.getByRole('button', { name: text.amend.submit }));
    const question = await within(document.body).findByRole('alertdialog', {
      name: fill(text.amend.confirmTitle, { number: amendedVoucher.number }),
    });
    await waitFor(() =>
      expect(within(question).getByText(text.amend.confirmMessage)).toBeVisible(),
    );
  },
};

const refusal = 'Ce détenteur est hors de votre périmètre';

/** The server refuses: its message shows in the drawer, what was typed stays. */
export const AmendServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/removal-vouchers/:id/amendments', () =>
          HttpResponse.json(errorBody(400, '400:BAD_REQUEST', refusal), { status: 400 }),
        ),
        ...voucherHandlers(createVoucherStore()),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    const form = await openForm(canvasElement, globals.locale);
    const reason = form.getByRole('textbox', { name: new RegExp(text.amend.reason) });
    await userEvent.type(reason, 'Pesée au dépôt');
    await userEvent.click(form.getByRole('button', { name: text.amend.submit }));
    const question = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: text.amend.confirm }));
    await expect(await form.findByText(refusal)).toBeVisible();
    await expect(reason).toHaveValue('Pesée au dépôt');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Decided voucher: its quantities/)).toBeVisible();
    const amendments = await card(canvasElement, 'en');
    await expect(await amendments.findByText(/Leila Mansour \(Administrator\)/)).toBeVisible();
  },
};
