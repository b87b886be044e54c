import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { holderHandlers, holderPage, holders } from '../mocks/holder-fixtures';
import { HolderListScreen } from './holder-list-screen';
import { holderText, inDataRouter, withUser } from './story-helpers';

const meta = {
  title: 'Screens/Holders/List',
  component: HolderListScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: holderHandlers() } },
} satisfies Meta<typeof HolderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three holders: one per status colour, frequency unit and category. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: holders[0]!.name })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + holders.length);
    await expect(
      canvas.getByRole('cell', {
        name: globals.locale === 'en' ? '2 × weekly' : '2 × par semaine',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Nouveau|New)$/ })).toBeVisible();
  },
};

/** Filters from the URL: the selects show them, the list asks for them. */
export const Filtered: Story = {
  parameters: { path: '/main/holders/?status=PENDING&category=EXCLUSIVE' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await expect(canvas.getByLabelText(text.filters.status)).toHaveValue('PENDING');
    await expect(canvas.getByLabelText(text.filters.category)).toHaveValue('EXCLUSIVE');
    await userEvent.click(
      canvas.getByRole('button', { name: /Effacer les filtres|Clear filters/ }),
    );
    await waitFor(() => expect(canvas.getByLabelText(text.filters.status)).toHaveValue(''));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/holders', async () => {
          await delay('infinite');
          return HttpResponse.json(holderPage([]));
        }),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/holders', () => HttpResponse.json(holderPage([]))),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Aucun résultat|No results/ }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/holders', () =>
          HttpResponse.json(errorBody(403, '403:FORBIDDEN', 'Accès refusé à cette zone'), {
            status: 403,
          }),
        ),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Accès refusé à cette zone')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Réessayer|Retry/ })).toBeVisible();
  },
};

const noHolders: User = {
  ...users.subcontractor,
  permissions: { ...users.subcontractor.permissions, holder: undefined },
};

/** A user without READ on holders: the whole page is the denied message. */
export const Denied: Story = {
  parameters: { user: noHolders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        /Vous n'avez actuellement pas accès à cette action|You currently dont have access to this action/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A reader: the list without the create link. */
export const ReadOnly: Story = {
  parameters: { user: users.subcontractor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: holders[0]!.name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(Nouveau|New)$/ })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: '1 × daily' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Holders' })).toBeVisible();
  },
};
