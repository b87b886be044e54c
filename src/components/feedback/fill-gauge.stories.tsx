import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FillGauge } from './fill-gauge';

const meta = {
  title: 'Feedback/FillGauge',
  component: FillGauge,
  args: {
    quantity: 6000,
    capacity: 12000,
    label: 'Taux de remplissage',
    warningLabel: 'presque plein',
  },
  decorators: [
    (Story) => (
      <Stack maxW="xs">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FillGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

const meter = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('meter', { name: 'Taux de remplissage' });

export const HalfFull: Story = {
  play: async ({ canvasElement }) => {
    await expect(meter(canvasElement)).toHaveAttribute('aria-valuenow', '50');
    await expect(meter(canvasElement)).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^50\s%$/),
    );
    await expect(within(canvasElement).getByText(/^50\s%$/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { quantity: 0 },
  play: async ({ canvasElement }) => {
    await expect(meter(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};

/** From 80 %: warning colour, an icon, and the words for screen readers. */
export const NearlyFull: Story = {
  args: { quantity: 10200 },
  play: async ({ canvasElement }) => {
    await expect(meter(canvasElement)).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^85\s%, presque plein$/),
    );
    await expect(canvasElement.querySelector('[data-warning="true"]')).not.toBeNull();
  },
};

/** Exactly 80 % is nearly full (the same threshold as the home figure and the depot filter). */
export const AtThreshold: Story = {
  args: { quantity: 9600 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-warning="true"]')).not.toBeNull();
  },
};

/** Just under 80 % is not a warning. */
export const BelowThreshold: Story = {
  args: { quantity: 9599 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-warning="false"]')).not.toBeNull();
  },
};

export const Large: Story = {
  args: { quantity: 11400, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^95\s%$/)).toBeVisible();
  },
};

export const English: Story = {
  args: { quantity: 10200, label: 'Fill rate', warningLabel: 'nearly full' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Fill rate' })).toHaveAttribute(
      'aria-valuetext',
      '85%, nearly full',
    );
  },
};
