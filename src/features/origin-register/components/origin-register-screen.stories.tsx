import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import {
  expectBusyTable,
  expectFailure,
  failingGet,
  pendingGet,
} from '@/components/storybook/story-helpers';
import { manyEntries } from '../mocks/origin-register-fixtures';
import { createRegisterStore, registerHandlers } from '../mocks/origin-register-handlers';
import { OriginRegisterScreen } from './origin-register-screen';
import { inDataRouter, registerText, withUser } from './story-helpers';

const meta = {
  title: 'Screens/Origin register',
  component: OriginRegisterScreen,
  decorators: [withUser, inDataRouter],
  parameters: { msw: { handlers: registerHandlers(createRegisterStore()) } },
} satisfies Meta<typeof OriginRegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = (story: Story): Story => ({ ...story, globals: { locale: 'en' } });

const tables = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('table') as [HTMLElement, HTMLElement];

/** Five holders (valid, expired, missing, non-compliant), three to call, the seed shown. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = registerText(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await waitFor(() =>
      expect(within(tables(canvasElement)[1]).getAllByRole('row')).toHaveLength(6),
    );
    await expect(within(tables(canvasElement)[0]).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: text.period.seed })).toHaveValue('482193');
    await expect(canvas.getAllByText('ISCC-NC-2026-0142')[0]).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: /Exporter le registre en PDF|Export the register as PDF/,
      }),
    ).toBeEnabled();
  },
};
export const FilledEnglish = english(Filled);

/** Thirty holders: the register over pages, the sample (6) whole. */
export const ManyPages: Story = {
  parameters: { msw: { handlers: registerHandlers(createRegisterStore(manyEntries(30))) } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(tables(canvasElement)[1]).getAllByRole('row')).toHaveLength(26),
    );
    await expect(within(tables(canvasElement)[0]).getAllByRole('row')).toHaveLength(7);
    await expect(
      within(canvasElement).getByRole('navigation', { name: /Pagination/i }),
    ).toBeVisible();
  },
};
export const ManyPagesEnglish = english(ManyPages);

export const Loading: Story = {
  parameters: { msw: { handlers: pendingGet('*/origin-register') } },
  play: expectBusyTable,
};
export const LoadingEnglish = english(Loading);

/** No holder in the area: both tables say so, the exports wait for a register. */
export const Empty: Story = {
  parameters: { msw: { handlers: registerHandlers(createRegisterStore([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { name: /Aucun résultat|No results/ })).toHaveLength(2),
    );
  },
};
export const EmptyEnglish = english(Empty);

export const Error: Story = {
  parameters: { msw: { handlers: failingGet('*/origin-register') } },
  play: ({ canvasElement }) => expectFailure(canvasElement),
};
export const ErrorEnglish = english(Error);

/** A period typed backwards: refused on the field before anything is asked. */
export const PeriodRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = registerText(globals.locale);
    await waitFor(() =>
      expect(within(tables(canvasElement)[1]).getAllByRole('row')).toHaveLength(6),
    );
    const to = canvas.getByLabelText(text.period.to);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-07-01');
    await expect(await canvas.findByText(text.period.order)).toBeVisible();
  },
};
export const PeriodRefusedEnglish = english(PeriodRefused);

/** Without declaration READ. */
export const NoAccess: Story = {
  parameters: { user: users.admin },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Vous n'avez actuellement pas accès|You currently dont have access/,
      ),
    ).toBeVisible();
  },
};
export const NoAccessEnglish = english(NoAccess);
