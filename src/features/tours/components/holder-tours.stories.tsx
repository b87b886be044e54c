import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tourHolders, tours } from '../mocks/tour-fixtures';
import { createTourStore, tourHandlers } from '../mocks/tour-handlers';
import { HolderTours } from './holder-tours';
import { noTours, tourText, withUser } from './story-helpers';
import {
  expectBusy,
  expectFailure,
  failingGet,
  fill,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Tours/Holder history',
  component: HolderTours,
  decorators: [withUser],
  // Dar El Jeld is a stop of two tours.
  args: { holderId: tourHolders.darElJeld.id },
  parameters: { msw: { handlers: tourHandlers(createTourStore()) } },
} satisfies Meta<typeof HolderTours>;

export default meta;
type Story = StoryObj<typeof meta>;

const tourName = (locale: unknown, tour: keyof typeof tours) =>
  `${tours[tour].reference} · ${fill(tourText(locale).heading, {
    zone: tours[tour].zone.name,
    depot: tours[tour].relayDepot.name,
  })}`;

/** The tours that visit the holder, each with the holder's place in it. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: tourName(globals.locale, 'ariana') });
    await expect(link).toHaveAttribute('href', `/main/routing/${tours.ariana.id}`);
    await expect(
      canvas.getByText(fill(tourText(globals.locale).history.stopOf, { n: 2, count: 3 })),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: tourHandlers(createTourStore([])) } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(tourText(globals.locale).history.empty),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/tours') } },
  play: expectBusy,
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/tours', 'Indisponible') } },
  play: ({ canvasElement, globals }) =>
    expectFailure(canvasElement, tourText(globals.locale).history.error),
};

/** Without READ on tours the holder's page simply has no tour history. */
export const Forbidden: Story = {
  parameters: { user: noTours },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Tours that visit it' })).toBeVisible();
    await expect(await canvas.findByText('2 of 3')).toBeVisible();
  },
};
