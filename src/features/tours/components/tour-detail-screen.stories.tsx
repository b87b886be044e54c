import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { missingTourId, tours } from '../mocks/tour-fixtures';
import { createTourStore, tourHandlers } from '../mocks/tour-handlers';
import {
  companyAccount,
  inDataRouter,
  noTours,
  tourReader,
  tourText,
  withUser,
} from './story-helpers';
import { TourDetailScreen } from './tour-detail-screen';
import {
  expectBusy,
  expectFailure,
  failingGet,
  fill,
  pendingGet,
  commonText,
} from '@/components/storybook/story-helpers';
// The form's code, which the page loads on "Edit", already here.
import './tour-form';

const meta = {
  title: 'Screens/Tours/Detail',
  component: TourDetailScreen,
  decorators: [withUser, inDataRouter],
  args: { id: tours.marsa.id },
  parameters: { msw: { handlers: tourHandlers(createTourStore()) } },
} satisfies Meta<typeof TourDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const editButton = /^(Modifier|Edit)$/;
const mapMarkers = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-stop-number]')].map((m) => m.textContent);

/** Read-only first: the assignment, four stops in order, the route on the map. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: fill(text.heading, { zone: 'Grand Tunis', depot: 'Dépôt relais La Marsa' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Karim Ben Salah')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: text.stops.list })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(await canvas.findByRole('img', { name: text.map.label })).toBeVisible();
    await waitFor(() => expect(mapMarkers(canvasElement)).toEqual(['1', '2', '3', '4']));
    await expect(canvas.getByRole('button', { name: editButton })).toBeVisible();
  },
};

/** No driver yet, an assigned subcontractor, and a stop without coordinates: off the map. */
export const WithoutCoordinates: Story = {
  args: { id: tours.ariana.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await expect(
      await canvas.findByText(fill(text.stops.unplaced_one, { count: 1 })),
    ).toBeVisible();
    await waitFor(() => expect(mapMarkers(canvasElement)).toEqual(['1', '2']));
    await expect(canvas.getByText(text.holders.noCoordinates)).toBeVisible();
  },
};

/** "Modifier" turns the same screen into the form: reassign, reorder, add or remove. */
export const Editing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: editButton }));
    await expect(
      await canvas.findByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: text.holders.list })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: fill(text.stops.moveUp, { name: 'Restaurant Le Kram' }) }),
    ).toBeEnabled();
  },
};

/** A reader: the same facts, no edit action. */
export const ReadOnly: Story = {
  parameters: { user: tourReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('button', { name: editButton })).toBeNull();
  },
};

/** A company's account changes its own company's tours. */
export const OwnCompany: Story = {
  parameters: { user: companyAccount(tours.marsa.subcontractorId) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: editButton })).toBeVisible();
  },
};

/**
 * Assigned to the caller's company by the company that owns it: seen, not changed (the server
 * answers 403).
 */
export const AssignedToCallerCompany: Story = {
  args: { id: tours.ariana.id },
  parameters: { user: companyAccount(tours.ariana.assignedSubcontractorId ?? '') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('button', { name: editButton })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/tours/:id') } },
  play: expectBusy,
};

export const NotFound: Story = {
  args: { id: missingTourId },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { name: text.detail.notFoundTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: commonText(globals.locale).actions.backToList }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failingGet('*/tours/:id') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

export const Denied: Story = {
  parameters: { user: noTours },
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
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Tour Grand Tunis · Dépôt relais La Marsa',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('4 stops')).toBeVisible();
    await expect(canvas.getByText(/^Updated on 21 Nov 2026/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Visiting order' })).toBeVisible();
  },
};
