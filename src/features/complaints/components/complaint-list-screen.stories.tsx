import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import { complaintReader } from '../mocks/complaint-fixtures';
import { complaintHandlers, createComplaintStore } from '../mocks/complaint-handlers';
import { ComplaintListScreen } from './complaint-list-screen';
// The drawer's code, which the list loads when a record is opened, already here.
import './complaint-drawer';
import { complaintsText, inDataRouter, withUser } from './story-helpers';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Complaints/List',
  component: ComplaintListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: complaintHandlers(createComplaintStore()) } },
} satisfies Meta<typeof ComplaintListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five complaints, newest first; OPEN, IN_PROGRESS and RESOLVED badges; one without holder. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Bon non signé' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByText(/^(Ouverte|Open)$/)).toHaveLength(2);
    await expect(table.getByText(/^(Résolue|Resolved)$/)).toBeVisible();
    await expect(table.getByText(complaintsText(globals.locale).noHolder)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Nouveau|New)$/ })).toBeVisible();
  },
};

/** As the home page's "open complaints" card links to it. */
export const OpenFromHome: Story = {
  parameters: { path: '/main/complaints?status=OPEN' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Chauffeur impoli' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(
      canvas.getByRole('combobox', { name: complaintsText(globals.locale).filters.status }),
    ).toHaveValue('OPEN');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/complaints') } },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: complaintHandlers(createComplaintStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/complaints') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading complaints only: no "Nouveau". */
export const ReadOnly: Story = {
  parameters: { user: complaintReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Bon non signé' });
    await expect(canvas.queryByRole('link', { name: /^(Nouveau|New)$/ })).toBeNull();
  },
};

export const Forbidden: Story = {
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
    await canvas.findByRole('link', { name: 'Bon non signé' });
    await expect(canvas.getByRole('columnheader', { name: /Filed by/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'RESOLVED');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(within(canvas.getByRole('table')).getByText('Resolved')).toBeVisible();
  },
};
