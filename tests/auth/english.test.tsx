import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderApp } from '../render';

// The setup file puts French back after each test.
describe('the auth screens in English', () => {
  beforeEach(() => changeLanguage('en'));

  it('sign-in speaks English', async () => {
    renderApp('/auth/signin/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Login')).toBeVisible();
    expect(screen.getByText('E-mail or phone')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('OTP rule in English: "The OTP code must contain 6 characters"', async () => {
    const { user } = renderApp('/auth/verify-otp/?hashedOtp=h1');
    await user.type(await screen.findByLabelText('Code received'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP code must contain 6 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend the code' })).toBeVisible();
  });

  it('password rules in English: length and mismatch', async () => {
    const { user } = renderApp('/auth/reset-password/?token=tok_reset');
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm the password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('The password must contain at least 6 characters'),
    ).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
  });

  it('forgot-password login rule and the sign-up notice in English', async () => {
    const { user } = renderApp('/auth/forgot-password/');
    await user.type(await screen.findByLabelText('E-mail or phone'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(
      await screen.findByText('Please enter a valid email address or phone number'),
    ).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await user.click(await screen.findByRole('link', { name: 'Get access' }));
    expect(await screen.findByText(/^Accounts are created by an administrator/)).toBeVisible();
  });
});
