import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import {
  commonText,
  failingGet,
  fill,
  inDataRouterAt,
  pendingGet,
  signedInAs,
  storyTexts,
} from '@/components/storybook/story-helpers';
import { delegations, zones } from '@/components/pickers/mocks/area-fixtures';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { areaStoreHandlers, createAreaStore } from '../mocks/area-handlers';
import { AreasScreen } from './areas-screen';
// The drawers' code, which the screen loads once shown, already here.
import './region-drawer';
import './zone-drawer';

const areasText = storyTexts('areas', fr, en);

const meta = {
  title: 'Screens/Areas',
  component: AreasScreen,
  decorators: [signedInAs(users.superAdmin), inDataRouterAt('/main/settings/areas')],
  parameters: { msw: { handlers: areaStoreHandlers(createAreaStore()) } },
} satisfies Meta<typeof AreasScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each region with its zones and what they serve; one delegation no zone serves. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = areasText(globals.locale);
    const nord = await canvas.findByRole('region', { name: 'Nord' });
    await expect(within(nord).getByRole('link', { name: 'Grand Tunis' })).toBeVisible();
    await expect(canvas.getByText(fill(text.unserved_one, { count: 1 }))).toBeVisible();
  },
};

/** A zone opened in its drawer: its region said, its delegations as tags. */
export const ZoneDrawer: Story = {
  parameters: { path: `/main/settings/areas?zone=${zones.grandTunis.id}` },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    const drawer = within(dialog);
    await drawer.findByRole('button', { name: commonText(globals.locale).actions.save });
    // Named once the country's delegations have arrived, never by their ids.
    await expect(await drawer.findByText('La Marsa (Tunis)')).toBeVisible();
    // The region is said, not offered: a zone does not change region.
    await expect(drawer.getByText('Nord')).toBeVisible();
    await expect(
      drawer.queryByRole('combobox', { name: areasText(globals.locale).fields.regionId }),
    ).toBeNull();
  },
};

/** A zone opened while the country's delegations still load: its tags wait for their names. */
export const ZoneDrawerNamesLoading: Story = {
  parameters: {
    path: `/main/settings/areas?zone=${zones.grandTunis.id}`,
    msw: {
      handlers: [
        // The zone's own delegations answer; the whole country's never does.
        http.get('*/areas/delegations', async ({ request }) => {
          if (!new URL(request.url).searchParams.has('zoneId')) await delay('infinite');
        }),
        ...areaStoreHandlers(createAreaStore()),
      ],
    },
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByRole('button', { name: commonText(globals.locale).actions.save });
    await expect(dialog.querySelectorAll('.chakra-tag__root')).not.toHaveLength(0);
    await expect(dialog).not.toHaveTextContent(delegations.laMarsa.id);
  },
};

/** A new region: its name only. */
export const NewRegion: Story = {
  parameters: { path: '/main/settings/areas?region=new' },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const text = areasText(globals.locale);
    // Once the drawer has slid in: it starts transparent.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('heading', { name: text.drawer.newRegionTitle }),
    ).toBeVisible();
  },
};

/** While the regions load. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/areas/regions') } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The regions could not be loaded: the server's message and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: failingGet('*/areas/regions') } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(areasText(globals.locale).loadError)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.retry }),
    ).toBeVisible();
  },
};

/** Anyone but a super administrator: refused, nothing asked of the server. */
export const Denied: Story = {
  parameters: { user: users.admin },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(commonText(globals.locale).denied.title)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: areasText(globals.locale).newRegion }),
    ).toBeNull();
  },
};

/** The whole screen in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Regions and zones' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Rename Nord' })).toBeVisible();
  },
};
