import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, Route, Store } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './app-shell';
import { PageHeader } from './page-header';
import { UserMenu } from './user-menu';

const nav = [
  { to: '/main/', label: 'Accueil', icon: <House size={18} />, end: true },
  { to: '/main/holders/', label: 'Détenteurs', icon: <Store size={18} /> },
  { to: '/main/routing/', label: 'Tournées', icon: <Route size={18} /> },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/main/holders/'] } },
  args: {
    nav,
    userMenu: (
      <UserMenu
        fullName="Amira Trabelsi"
        roleLabel="Administrateur"
        language="fr"
        languages={['fr', 'en']}
        onLanguageChange={() => undefined}
        onSignOut={() => undefined}
        profilePath="/profile/"
        settingsPath="/main/settings"
      />
    ),
    children: (
      <>
        <PageHeader title="Détenteurs" crumbs={[{ label: 'Détenteurs' }]} />
        <Text>Contenu de la page</Text>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getByRole('link', { name: 'Détenteurs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Détenteurs' })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Menu utilisateur/ }));
    const menu = within(document.body);
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible(),
    );
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  },
};
