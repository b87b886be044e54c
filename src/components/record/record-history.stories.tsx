import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import {
  commonText,
  failingGet,
  expectFailure,
  pendingGet,
  signedInAs,
} from '@/components/storybook/story-helpers';
import { holderHistory, longHolderHistory, removalVoucherHistory } from './mocks/history-fixtures';
import { historyHandlers } from './mocks/history-handlers';
import { RecordHistory } from './record-history';

const holderId = '6a3c1f0e-2b4d-4e5f-8a9b-0c1d2e3f4a5b';
const voucherId = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const meta = {
  title: 'Components/Record/History',
  component: RecordHistory,
  decorators: [signedInAs(users.admin)],
  args: { recordKind: 'holder', recordId: holderId, ns: 'holders' },
  parameters: { msw: { handlers: historyHandlers(holderHistory(holderId)) } },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).findByRole('region', { name: commonText(locale).history.title });

/** A holder's changes, newest first: who, when, each field before → after in the holder's words. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const region = within(await card(canvasElement, globals.locale));
    await expect(await region.findAllByRole('listitem')).toHaveLength(3);
    await expect(region.getByText(/Karim Ben Salah \(Administrat(eur|or)\)/)).toBeVisible();
    await expect(region.getAllByText(/^(Statut|Status)$/)[0]).toBeVisible();
    await expect(region.getByText(/^(En attente|Pending)$/, { selector: 'del' })).toBeVisible();
  },
};

export const FilledEnglish: Story = {
  ...Filled,
  globals: { locale: 'en' },
};

/** A voucher's decision, and its creation by the collector's device: "System". */
export const Voucher: Story = {
  args: { recordKind: 'removalVoucher', recordId: voucherId, ns: 'removalVouchers' },
  parameters: { msw: { handlers: historyHandlers(removalVoucherHistory(voucherId)) } },
  play: async ({ canvasElement, globals }) => {
    const region = within(await card(canvasElement, globals.locale));
    await expect(await region.findByText(commonText(globals.locale).history.nobody)).toBeVisible();
  },
};

/** Many entries: ten a page, older and newer. */
export const Paged: Story = {
  parameters: { msw: { handlers: historyHandlers(longHolderHistory(holderId, 25)) } },
  play: async ({ canvasElement, globals }) => {
    const text = commonText(globals.locale).history;
    const region = within(await card(canvasElement, globals.locale));
    await expect(await region.findAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(region.getByRole('button', { name: text.older }));
    await expect(await region.findByText(/11–20/)).toBeVisible();
    await expect(region.getByRole('button', { name: text.newer })).toBeEnabled();
  },
};

export const PagedEnglish: Story = { ...Paged, globals: { locale: 'en' } };

export const Empty: Story = {
  parameters: { msw: { handlers: historyHandlers([]) } },
  play: async ({ canvasElement, globals }) => {
    const region = within(await card(canvasElement, globals.locale));
    await expect(await region.findByText(commonText(globals.locale).history.empty)).toBeVisible();
  },
};

export const EmptyEnglish: Story = { ...Empty, globals: { locale: 'en' } };

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/history/:kind/:id') } },
  play: async ({ canvasElement, globals }) => {
    const region = await card(canvasElement, globals.locale);
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadingEnglish: Story = { ...Loading, globals: { locale: 'en' } };

/** The failure said in the card, with "Retry". */
export const Failed: Story = {
  parameters: { msw: { handlers: failingGet('*/history/:kind/:id') } },
  play: async ({ canvasElement, globals }) => {
    await expectFailure(canvasElement, commonText(globals.locale).history.error);
  },
};

export const FailedEnglish: Story = { ...Failed, globals: { locale: 'en' } };
