import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminWith, users } from '@mocks/fixtures';
import { buyerHandlers, createBuyerStore } from '../mocks/buyer-handlers';
import { BuyerListScreen } from './buyer-list-screen';
import { buyerText, inDataRouter, withUser } from './story-helpers';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Buyers/List',
  component: BuyerListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: buyerHandlers(createBuyerStore()) } },
} satisfies Meta<typeof BuyerListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four buyers, each certificate's state in its colour. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = buyerText(globals.locale);
    await expect(await canvas.findByRole('link', { name: 'BioDiesel Sud SpA' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText(text.state.expired)).toBeVisible();
    await expect(canvas.getByText(text.state.notYet)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Nouveau|New)$/ })).toBeVisible();
  },
};

/** The certificate's select: only the buyers that may not be shipped to today. */
export const NotValid: Story = {
  parameters: { path: '/main/buyers/?certificate=EXPIRED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ölwerke Hamburg GmbH' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/buyers') } },
  play: expectBusyTable,
};

export const Empty: Story = {
  parameters: { msw: { handlers: buyerHandlers(createBuyerStore([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/buyers') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};

/** Reading only (a regional manager): no "Nouveau". */
export const ReadOnly: Story = {
  parameters: { user: adminWith({ buyer: 'READ' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'BioDiesel Sud SpA' });
    await expect(canvas.queryByRole('link', { name: /^(Nouveau|New)$/ })).toBeNull();
  },
};

/** A company's account holds no buyer right. */
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
    await canvas.findByRole('link', { name: 'BioDiesel Sud SpA' });
    await expect(canvas.getByRole('columnheader', { name: /Valid until/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'iberia');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};
