import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { ForgotPasswordForm } from './forgot-password-form';
import { authText, failing, inAuthCard } from './story-helpers';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordForm,
  decorators: [inAuthCard],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/auth/forgot-password/'] } },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooMany = {
  fr: 'Trop de tentatives, veuillez réessayer dans quelques minutes',
  en: 'Too many attempts, please try again in a few minutes',
};

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale).forgotPassword;
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(canvas.getByLabelText(text.login)).toHaveAttribute('autocomplete', 'username');
  },
};

/** Spec 5 (widened by issue 24): the recovery login must be a valid e-mail or phone number. */
export const InvalidLogin: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).forgotPassword;
    await userEvent.type(canvas.getByLabelText(text.login), 'amira.trabelsi');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const message =
      globals.locale === 'en'
        ? 'Please enter a valid email address or phone number'
        : 'Veuillez saisir une adresse e-mail ou un numéro de téléphone valide';
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post('*/auth/forgot-password', () => delay('infinite'))] } },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).forgotPassword;
    await userEvent.type(canvas.getByLabelText(text.login), 'amira.trabelsi@collecte-huile.tn');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('button', { name: text.submitting })).toBeDisabled();
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [failing('post', '*/auth/forgot-password', 429, '429:TOO_MANY_REQUESTS', tooMany)],
    },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).forgotPassword;
    await userEvent.type(canvas.getByLabelText(text.login), 'amira.trabelsi@collecte-huile.tn');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      globals.locale === 'en' ? tooMany.en : tooMany.fr,
    );
  },
};

export const English: Story = {
  ...InvalidLogin,
  globals: { locale: 'en' },
};
