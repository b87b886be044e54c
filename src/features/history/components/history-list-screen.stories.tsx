import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import { allHistory } from '@/components/record/mocks/history-fixtures';
import { historyHandlers } from '@/components/record/mocks/history-handlers';
import {
  commonText,
  expectBusyTable,
  expectFailure,
  failingGet,
  inDataRouterAt,
  pendingGet,
  signedInAs,
  storyTexts,
} from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { HistoryListScreen } from './history-list-screen';

const historyText = storyTexts('history', fr, en);

const meta = {
  title: 'Screens/History/List',
  component: HistoryListScreen,
  decorators: [signedInAs(users.superAdmin), inDataRouterAt('/main/history/')],
  parameters: { msw: { handlers: historyHandlers(allHistory()) } },
} satisfies Meta<typeof HistoryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every change, newest first: when, who, what, the record as a link, each field before → after. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = historyText(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Bidon renversé' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 9);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const FilledEnglish: Story = { ...Filled, globals: { locale: 'en' } };

/** Filtered from a link: holders' changes only. */
export const Filtered: Story = {
  parameters: { path: '/main/history/?recordKind=holder&action=UPDATE' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: 'Restaurant Le Golfe' })).toHaveLength(
      2,
    );
    await expect(
      canvas.getByRole('button', { name: commonText(globals.locale).table.clearFilters }),
    ).toBeVisible();
  },
};

export const FilteredEnglish: Story = { ...Filtered, globals: { locale: 'en' } };

export const Empty: Story = {
  parameters: { msw: { handlers: historyHandlers([]) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(commonText(globals.locale).table.empty)).toBeVisible();
  },
};

export const EmptyEnglish: Story = { ...Empty, globals: { locale: 'en' } };

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/history') } },
  play: expectBusyTable,
};

export const LoadingEnglish: Story = { ...Loading, globals: { locale: 'en' } };

export const Failed: Story = {
  parameters: { msw: { handlers: failingGet('*/history') } },
  play: async ({ canvasElement }) => expectFailure(canvasElement),
};

export const FailedEnglish: Story = { ...Failed, globals: { locale: 'en' } };

/** Without the history READ permission: no access. */
export const Denied: Story = {
  parameters: { user: users.admin },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(commonText(globals.locale).denied.title)).toBeVisible();
  },
};
