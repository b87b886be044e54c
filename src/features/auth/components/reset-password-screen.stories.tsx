import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { ResetPasswordScreen } from './reset-password-screen';
import { authText, failing, inAuthCard } from './story-helpers';

const meta = {
  title: 'Auth/Reset password',
  component: ResetPasswordScreen,
  decorators: [inAuthCard],
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/auth/reset-password/?token=tok_reset'] },
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const expired = {
  fr: 'Jeton de réinitialisation invalide ou expiré',
  en: 'Invalid or expired reset token',
};

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale).resetPassword;
    await expect(canvas.getByLabelText(text.newPassword)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByText(text.newPasswordHelp)).toBeVisible();
  },
};

/** Spec 5: at least 6 characters, and the confirmation must match. */
export const RulesBroken: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).resetPassword;
    await userEvent.type(canvas.getByLabelText(text.newPassword), '12345');
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), '54321');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const en = globals.locale === 'en';
    await expect(
      await canvas.findByText(
        en
          ? 'The password must contain at least 6 characters'
          : 'Le mot de passe doit contenir au moins 6 caractères',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(en ? 'Passwords do not match' : 'Les mots de passe ne correspondent pas'),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [http.post('*/auth/reset-password', () => delay('infinite'))] } },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).resetPassword;
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'nouveau-mot-de-passe');
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), 'nouveau-mot-de-passe');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('button', { name: text.submitting })).toBeDisabled();
  },
};

/** A used or expired reset token: the message, and the way to a new code. */
export const ExpiredToken: Story = {
  parameters: {
    msw: {
      handlers: [failing('post', '*/auth/reset-password', 401, '401:UNAUTHORIZED', expired)],
    },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).resetPassword;
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'nouveau-mot-de-passe');
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), 'nouveau-mot-de-passe');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      globals.locale === 'en' ? expired.en : expired.fr,
    );
    await expect(canvas.getByRole('link', { name: text.restart })).toBeVisible();
  },
};

export const MissingToken: Story = {
  parameters: { router: { initialEntries: ['/auth/reset-password/'] } },
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale).resetPassword;
    await expect(canvas.getByRole('heading', { name: text.missingTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.restart })).toBeVisible();
  },
};

export const English: Story = {
  ...RulesBroken,
  globals: { locale: 'en' },
};
