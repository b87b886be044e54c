import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { SignInForm } from './sign-in-form';
import { authText, failing, inAuthCard } from './story-helpers';

const meta = {
  title: 'Auth/Sign-in',
  component: SignInForm,
  decorators: [inAuthCard],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/auth/signin/'] } },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrongPassword = {
  fr: 'Identifiant ou mot de passe incorrect',
  en: 'Incorrect login or password',
};

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale).signIn;
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(canvas.getByLabelText(text.login)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByText(text.loginHelp)).toBeVisible();
  },
};

/** The server has not answered yet: the button says so and cannot be pressed twice. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/auth/signin', () => delay('infinite'))] } },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).signIn;
    await userEvent.type(canvas.getByLabelText(text.login), 'amira.trabelsi@collecte-huile.tn');
    await userEvent.type(canvas.getByLabelText(text.password), 'motdepasse');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('button', { name: text.submitting })).toBeDisabled();
  },
};

/** A 401 is shown above the button, and what was typed stays. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [failing('post', '*/auth/signin', 401, '401:UNAUTHORIZED', wrongPassword)],
    },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).signIn;
    await userEvent.type(canvas.getByLabelText(text.login), 'amira');
    await userEvent.type(canvas.getByLabelText(text.password), 'mauvais');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const message = globals.locale === 'en' ? wrongPassword.en : wrongPassword.fr;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByLabelText(text.login)).toHaveValue('amira');
  },
};

/** Both fields are required; nothing is sent before. */
export const EmptyFields: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).signIn;
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const required =
      globals.locale === 'en' ? 'This field is required' : 'Ce champ est obligatoire';
    await expect(await canvas.findAllByText(required)).toHaveLength(2);
  },
};

export const English: Story = {
  ...WrongPassword,
  globals: { locale: 'en' },
};
