import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminWith, users } from '@mocks/fixtures';
import { buyers } from '../mocks/buyer-fixtures';
import { buyerHandlers, createBuyerStore } from '../mocks/buyer-handlers';
import { BuyerDetailScreen } from './buyer-detail-screen';
import { buyerText, inDataRouter, withUser } from './story-helpers';
import { commonText, expectBusy, pendingGet } from '@/components/storybook/story-helpers';
// The form's code, which the page loads on "Edit", already here.
import './buyer-form';

const bioDiesel = buyers[0]!;
const hamburg = buyers[2]!;

const meta = {
  title: 'Screens/Buyers/Detail',
  component: BuyerDetailScreen,
  decorators: [withUser, inDataRouter],
  args: { id: bioDiesel.id },
  parameters: { msw: { handlers: buyerHandlers(createBuyerStore()) } },
} satisfies Meta<typeof BuyerDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only first: who and where, then the certificate and its validity; "Modifier" in place. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = buyerText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'BioDiesel Sud SpA' }),
    ).toBeVisible();
    await expect(canvas.getByText('EU-ISCC-Cert-IT201-10482233')).toBeVisible();
    await expect(canvas.getByText(text.state.valid)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Modifier|Edit)$/ }));
    await expect(
      await canvas.findByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeVisible();
  },
};

/** An expired certificate says so. */
export const Expired: Story = {
  args: { id: hamburg.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: hamburg.name });
    await expect(canvas.getByText(buyerText(globals.locale).state.expired)).toBeVisible();
  },
};

/** "Supprimer" asks first; cancelling is the default. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = buyerText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.delete.action }));
    const dialog = await within(document.body).findByRole('alertdialog');
    // The dialog opens with an animation: visible and focused once it has run.
    await waitFor(() =>
      expect(
        within(dialog).getByText(text.delete.title.replace('{{name}}', bioDiesel.name)),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text.delete.cancel })).toHaveFocus(),
    );
  },
};

const shippedStore = createBuyerStore(buyers, [bioDiesel.id]);

/**
 * A buyer that shipments name is kept: the server answers 409 and the page stays (the app's query
 * client shows the server's words in a toast, tests/buyers/buyers.test.tsx; the stories' client
 * shows none).
 */
export const DeleteRefused: Story = {
  parameters: { msw: { handlers: buyerHandlers(shippedStore) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = buyerText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: text.delete.action }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text.delete.action })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.delete.action }));
    await waitFor(() =>
      expect(shippedStore.requests.some((request) => request.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: bioDiesel.name })).toBeVisible();
    await expect(shippedStore.buyers.map((buyer) => buyer.id)).toContain(bioDiesel.id);
  },
};

/** Reading only: neither "Modifier" nor "Supprimer". */
export const ReadOnly: Story = {
  parameters: { user: adminWith({ buyer: 'READ' }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: bioDiesel.name });
    await expect(canvas.queryByRole('button', { name: /^(Modifier|Edit)$/ })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: buyerText(globals.locale).delete.action }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/buyers/:id') } },
  play: expectBusy,
};

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000404' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: buyerText(globals.locale).detail.notFoundTitle }),
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
    await expect(await canvas.findByText(/from 1 Mar 2026 to 28 Feb 2099/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ISCC certificate' })).toBeVisible();
  },
};
