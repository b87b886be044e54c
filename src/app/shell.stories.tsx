import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { getGetCurrentUserMockHandler } from '@generated/api/auth/auth.msw';
import { users } from '@mocks/fixtures';
import { setToken } from '@/lib/session';
import { MainLayout } from './layouts/main-layout';
import { HolderListScreen } from '@/features/holders/components/holder-list-screen';
import { HomeScreen } from '@/features/home/components/home-screen';

import NotFoundPage from './not-found-page';

/** The signed-in frame around a page, as the router mounts it. */
function Shell() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="/main/" element={<HomeScreen />} />
        <Route path="/main/holders/" element={<HolderListScreen />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Shell',
  component: Shell,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/main/'] } },
  loaders: [
    () => {
      setToken('tok_story');
      return {};
    },
  ],
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  parameters: { msw: { handlers: [getGetCurrentUserMockHandler(users.superAdmin)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hédi Mansour')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: /Navigation principale|Main navigation/ });
    // Home, the nine modules, the points-of-origin register, the mass balance and the History.
    await expect(within(nav).getAllByRole('link')).toHaveLength(13);
  },
};

export const LoadingSession: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/auth/current-user', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const ModuleList: Story = {
  parameters: {
    router: { initialEntries: ['/main/holders/'] },
    msw: { handlers: [getGetCurrentUserMockHandler(users.admin)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Nouveau|New/ })).toHaveAttribute(
      'href',
      '/main/holders/new',
    );
  },
};

export const ModuleDenied: Story = {
  parameters: {
    router: { initialEntries: ['/main/holders/'] },
    msw: {
      handlers: [
        getGetCurrentUserMockHandler({
          ...users.subcontractor,
          permissions: { ...users.subcontractor.permissions, holder: '' },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Vous n'avez actuellement pas accès à cette action|You currently dont have access to this action/,
      ),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { router: { initialEntries: ['/nowhere'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      /Page introuvable|Page not found/,
    );
  },
};
