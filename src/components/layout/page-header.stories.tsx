import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Restaurant Dar El Jeld' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Restaurant Dar El Jeld',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const WithCrumbsAndActions: Story = {
  args: {
    crumbs: [{ label: 'Détenteurs', to: '/main/holders/' }, { label: 'Détail' }],
    actions: <Button colorPalette="brand">Modifier</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(within(trail).getByRole('link', { name: 'Détenteurs' })).toHaveAttribute(
      'href',
      '/main/holders/',
    );
    await expect(within(trail).getByText('Détail')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};
