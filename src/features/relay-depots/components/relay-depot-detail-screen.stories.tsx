import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminWith, users } from '@mocks/fixtures';
import { laMarsa, relayDepots } from '../mocks/relay-depot-fixtures';
import { createDepotStore, relayDepotHandlers } from '../mocks/relay-depot-handlers';
import { RelayDepotDetailScreen } from './relay-depot-detail-screen';
import { depotText, inDataRouter, withUser } from './story-helpers';
import { expectBusy, pendingGet, commonText } from '@/components/storybook/story-helpers';
// The form's code, which the page loads on "Edit", already here.
import './relay-depot-form';

const nabeul = relayDepots[1]!;
const sfax = relayDepots[3]!;

const meta = {
  title: 'Screens/RelayDepots/Detail',
  component: RelayDepotDetailScreen,
  decorators: [withUser, inDataRouter],
  args: { id: nabeul.id },
  parameters: { msw: { handlers: relayDepotHandlers(createDepotStore()) } },
} satisfies Meta<typeof RelayDepotDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only first: stock, zones, contact, location; "Modifier" opens the form in place. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dépôt relais Nabeul · DR-NAB-01' }),
    ).toBeVisible();
    await expect(canvas.getByRole('meter', { name: text.gauge.label })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(canvas.getByText('Cap Bon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: nabeul.email })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Modifier|Edit)$/ }));
    await expect(
      await canvas.findByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeVisible();
  },
};

/** Sfax at 95 %: the large gauge in the warning colour. */
export const NearlyFull: Story = {
  args: { id: sfax.id },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
    const gauge = await canvas.findByRole('meter', { name: text.gauge.label });
    await expect(gauge).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining(text.gauge.warning),
    );
  },
};

/** Two zones, read by someone who may not edit: no "Modifier". */
export const ReadOnly: Story = {
  args: { id: relayDepots[4]!.id },
  parameters: {
    user: adminWith({ relayDepot: 'READ' }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Bizerte/ });
    const zones = canvas.getByRole('heading', { name: depotText(globals.locale).detail.zones });
    await expect(
      within(zones.closest<HTMLElement>('.chakra-card__root')!).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^(Modifier|Edit)$/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/relay-depots/:id') } },
  play: expectBusy,
};

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000404' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = depotText(globals.locale);
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
  args: { id: laMarsa.id },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^10,200\sL of 12,000\sL$/)).toBeVisible();
    await expect(canvas.getByText(/^1,800\sL available$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Zones served' })).toBeVisible();
  },
};
