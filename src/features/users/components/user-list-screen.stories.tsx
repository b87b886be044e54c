import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import { accounts } from '../mocks/user-fixtures';
import { createUserStore, userHandlers } from '../mocks/user-handlers';
import { inDataRouter, usersText, withUser } from './story-helpers';
import { UserListScreen } from './user-list-screen';
// The drawer's code, which the list loads when a record is opened, already here.
import './user-drawer';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Users/List',
  component: UserListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: userHandlers(createUserStore()) } },
} satisfies Meta<typeof UserListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight accounts of every role; ACTIVE, PENDING and REVOKED badges. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Youssef Hammami' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText(/^(En attente|Pending)$/)).toBeVisible();
    await expect(table.getAllByText(/^(Révoqué|Revoked)$/)[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Nouveau|New)$/ })).toBeVisible();
  },
};

/** Drivers only, newest first, from the URL. */
export const Filtered: Story = {
  parameters: { path: '/main/role-management/?role=DRIVER&sortField=createdAt&sortOrder=desc' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Mehdi Zouari' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(
      canvas.getByRole('combobox', { name: usersText(globals.locale).filters.role }),
    ).toHaveValue('DRIVER');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/users') } },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: userHandlers(createUserStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/users') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading accounts only: no "Nouveau". */
export const ReadOnly: Story = {
  parameters: {
    user: {
      ...accounts.amira,
      permissions: { ...accounts.amira.permissions!, users: 'READ', driver: 'READ' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Youssef Hammami' });
    await expect(canvas.queryByRole('link', { name: /^(Nouveau|New)$/ })).toBeNull();
  },
};

export const Denied: Story = {
  parameters: { user: users.subcontractor },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /Vous n'avez actuellement pas accès à cette action|You currently dont have access to this action/,
      ),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Youssef Hammami' });
    await expect(canvas.getByRole('columnheader', { name: /Role/ })).toBeVisible();
    await expect(
      within(canvas.getByRole('table')).getAllByText('Regional manager')[0],
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'REVOKED');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
  },
};
