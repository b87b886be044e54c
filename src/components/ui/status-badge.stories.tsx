import { Wrap } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusPalette, type Status } from './status-badge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'PENDING' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Every: Story = {
  render: () => (
    <Wrap gap="2">
      {(Object.keys(statusPalette) as Status[]).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Wrap>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(globals.locale === 'en' ? 'Planned' : 'Planifié')).toBeVisible();
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'Pending' : 'En attente'),
    ).toBeVisible();
  },
};
