import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getGetHomeStatsMockHandler } from '@generated/api/stats/stats.msw';
import { users } from '@mocks/fixtures';
import { driver, driverHomeStats, homeStats, noReader } from '../mocks/home-fixtures';
import { HomeScreen } from './home-screen';
import { homeText, withUser } from './story-helpers';
import { expectFailure, failingGet } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withUser],
  parameters: { msw: { handlers: [getGetHomeStatsMockHandler(homeStats)] } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator of the Nord region: every figure, the 12-month chart, the most overdue. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = homeText(globals.locale);
    await expect(await canvas.findByRole('link', { name: text.awaiting.label })).toHaveAttribute(
      'href',
      '/main/removal-vouchers/?status=AWAITING',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await expect(canvas.getByRole('img', { name: /18\s432,5\sL/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hôtel Les Orangers' })).toBeVisible();
  },
};

/** The chart's numbers, opened as a table. */
export const ChartTable: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = homeText(globals.locale);
    await userEvent.click(await canvas.findByText(text.trend.showTable));
    const table = canvas.getByRole('table', { name: text.trend.tableCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/stats/home', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(homeText(globals.locale).loading),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/stats/home') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** A driver reads tours and vouchers only: two figures and the chart, nothing else. */
export const PartialPermissions: Story = {
  parameters: {
    user: driver,
    msw: { handlers: [getGetHomeStatsMockHandler(driverHomeStats)] },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = homeText(globals.locale);
    await canvas.findByRole('link', { name: text.tours.label });
    await expect(canvas.getByRole('link', { name: text.awaiting.infoLabel })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text.nearlyFull.label })).toBeNull();
    await expect(canvas.queryByRole('link', { name: text.overdue.label })).toBeNull();
    await expect(canvas.queryByRole('link', { name: text.complaints.label })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: text.mostOverdue.title })).toBeNull();
  },
};

/** Nothing to read: no figure, no call, a sentence instead. */
export const NoFigures: Story = {
  parameters: { user: noReader },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(homeText(globals.locale).nothing)).toBeVisible();
  },
};

/** A quiet day: nothing waiting, nothing late, nothing open. */
export const AllClear: Story = {
  parameters: {
    user: users.superAdmin,
    msw: {
      handlers: [
        getGetHomeStatsMockHandler({
          ...homeStats,
          awaitingVouchers: 0,
          nearlyFullDepots: 0,
          overdueHolders: { count: 0, neverCollected: 0, mostOverdue: [] },
          toursThisWeek: 0,
          complaints: { open: 0, inProgress: 0 },
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(homeText(globals.locale).mostOverdue.none),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Vouchers awaiting a decision' }),
    ).toBeVisible();
    // en-GB groups thousands with a comma.
    await expect(canvas.getAllByText(/^18,432\.5\sL$/)[0]).toBeVisible();
    await expect(canvas.getByText('34 days overdue')).toBeVisible();
    await expect(canvas.getByText('Planned from 16 Nov to 22 Nov')).toBeVisible();
  },
};
