import { commonText } from '@/components/storybook/story-helpers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, users } from '@mocks/fixtures';
import { holderHandlers, holders } from '../mocks/holder-fixtures';
import { HolderDetailScreen } from './holder-detail-screen';
import { holderText, inDataRouter, withUser } from './story-helpers';
// The form's code, which the page loads on "Edit", already here.
import './holder-form';

const meta = {
  title: 'Screens/Holders/Detail',
  component: HolderDetailScreen,
  decorators: [withUser, inDataRouter],
  args: { id: holders[0]!.id },
  parameters: { msw: { handlers: holderHandlers() } },
} satisfies Meta<typeof HolderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only first: sections, badges, formatted dates and units, the position on a map. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: holders[0]!.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: text.sections.collection })).toHaveTextContent(
      /1[\s\u202f,]200 L/,
    );
    await expect(
      await canvas.findByRole('img', { name: new RegExp(text.detail.map) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Modifier|Edit)$/ })).toBeVisible();
  },
};

/** "Edit" turns the same screen into the form, prefilled. */
export const Editing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Modifier|Edit)$/ }));
    await expect(
      await canvas.findByLabelText(new RegExp(`^${text.fields.name}\\s*\\*?$`)),
    ).toHaveValue(holders[0]!.name);
  },
};

/** A holder without coordinates: no map, a sentence instead. */
export const WithoutCoordinates: Story = {
  args: { id: holders[1]!.id },
  play: async ({ canvasElement, globals }) => {
    const text = holderText(globals.locale);
    await expect(await within(canvasElement).findByText(text.detail.noCoordinates)).toBeVisible();
  },
};

/** A reader: the same facts, no edit action. */
export const ReadOnly: Story = {
  parameters: { user: users.subcontractor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: holders[0]!.name });
    await expect(canvas.queryByRole('button', { name: /^(Modifier|Edit)$/ })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/holders/:id', () =>
          HttpResponse.json(errorBody(404, '404:NOT_FOUND', 'Détenteur introuvable'), {
            status: 404,
          }),
        ),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text.detail.notFoundTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: commonText(globals.locale).actions.backToList }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Identification date/)).toBeVisible();
    await expect(canvas.getByText('11 Mar 2024')).toBeVisible();
  },
};
