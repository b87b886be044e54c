import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { getResendOtpMockHandler } from '@generated/api/auth/auth.msw';
import { authText, failing, inAuthCard } from './story-helpers';
import { VerifyOtpScreen } from './verify-otp-screen';

const meta = {
  title: 'Auth/Verify OTP',
  component: VerifyOtpScreen,
  decorators: [inAuthCard],
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/auth/verify-otp/?hashedOtp=otp_9f2c1e7a4b'] },
  },
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrongCode = { fr: 'Code invalide ou expiré', en: 'Invalid or expired code' };

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale).verifyOtp;
    const code = canvas.getByLabelText(text.code);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByText(text.descriptionSignIn)).toBeVisible();
  },
};

/** Reached from forgot-password: the same screen, worded for recovery. */
export const ForPasswordReset: Story = {
  parameters: {
    router: { initialEntries: ['/auth/verify-otp/?hashedOtp=otp_9f2c1e7a4b&purpose=reset'] },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(authText(globals.locale).verifyOtp.descriptionReset),
    ).toBeVisible();
  },
};

/** Spec 5: anything but 6 characters shows the OTP message and sends nothing. */
export const CodeTooShort: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).verifyOtp;
    await userEvent.type(canvas.getByLabelText(text.code), '12345');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const message =
      globals.locale === 'en'
        ? 'The OTP code must contain 6 characters'
        : 'Le code OTP doit contenir 6 caractères';
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

export const Verifying: Story = {
  parameters: { msw: { handlers: [http.post('*/auth/verify-otp', () => delay('infinite'))] } },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).verifyOtp;
    await userEvent.type(canvas.getByLabelText(text.code), '482913');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('button', { name: text.submitting })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: [failing('post', '*/auth/verify-otp', 401, '401:UNAUTHORIZED', wrongCode)],
    },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).verifyOtp;
    await userEvent.type(canvas.getByLabelText(text.code), '000000');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      globals.locale === 'en' ? wrongCode.en : wrongCode.fr,
    );
  },
};

/** After a resend: a confirmation, and the action waits 30 s with a countdown. */
export const CodeResent: Story = {
  parameters: { msw: { handlers: [getResendOtpMockHandler({ otp: 'otp_new' })] } },
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).verifyOtp;
    await userEvent.click(canvas.getByRole('button', { name: text.resend }));
    await expect(await canvas.findByText(text.resent)).toBeVisible();
    const again = canvas.getByRole('button', { name: text.resendIn.replace('{{count}}', '30') });
    await expect(again).toBeDisabled();
  },
};

/** Opened without the challenge in its URL. */
export const MissingChallenge: Story = {
  parameters: { router: { initialEntries: ['/auth/verify-otp/'] } },
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale);
    await expect(canvas.getByRole('heading', { name: text.verifyOtp.missingTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.backToSignIn })).toBeVisible();
  },
};

export const English: Story = {
  ...WrongCode,
  globals: { locale: 'en' },
};
