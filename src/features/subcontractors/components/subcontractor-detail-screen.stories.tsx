import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminWith, users } from '@mocks/fixtures';
import { ecoHuileTunis, subcontractors } from '../mocks/subcontractor-fixtures';
import { createSubcontractorStore, subcontractorHandlers } from '../mocks/subcontractor-handlers';
import { SubcontractorDetailScreen } from './subcontractor-detail-screen';
import { inDataRouter, subcontractorText, withUser } from './story-helpers';
import { expectBusy, pendingGet, commonText } from '@/components/storybook/story-helpers';
// The form's code, which the page loads on "Edit", already here.
import './subcontractor-form';

const benArous = subcontractors[3]!;

const meta = {
  title: 'Screens/Subcontractors/Detail',
  component: SubcontractorDetailScreen,
  decorators: [withUser, inDataRouter],
  args: { id: ecoHuileTunis.id },
  parameters: { msw: { handlers: subcontractorHandlers(createSubcontractorStore()) } },
} satisfies Meta<typeof SubcontractorDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only first: account, company, zone and depot, capacities; "Modifier" opens the form. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'EcoHuile Tunis SARL' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'sami.gharbi@ecohuile.tn' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: text.fields.vehicleCapacities })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /^(Modifier|Edit)$/ }));
    await expect(
      await canvas.findByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeVisible();
  },
};

/** Managed by another company, no vehicle entered yet. */
export const Managed: Story = {
  args: { id: benArous.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'EcoHuile Tunis SARL' })).toBeVisible();
  },
};

/** Read by someone who may not edit: no "Modifier". */
export const ReadOnly: Story = {
  parameters: {
    user: adminWith({ subcontractor: 'READ' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'EcoHuile Tunis SARL' });
    await expect(canvas.queryByRole('button', { name: /^(Modifier|Edit)$/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/subcontractors/:id') } },
  play: expectBusy,
};

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000404' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { name: text.detail.notFoundTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: commonText(globals.locale).actions.backToList }),
    ).toBeVisible();
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
    await expect(await canvas.findByText('From 1 Jan 2026 to 31 Dec 2027')).toBeVisible();
    await expect(canvas.getByText(/^3,500\sL\/month$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Capacities' })).toBeVisible();
  },
};
