import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getGetCurrentUserMockHandler,
  getResendOtpMockHandler,
  getVerifyOtpMockHandler,
} from '@generated/api/auth/auth.msw';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { getToken } from '@/lib/session';
import { renderApp } from '../render';

/** verifyOtp answers `token` for `purpose`; the current user is then Amira, an ACTIVE admin. */
const verifyAnswering = (token: string, purpose: 'SIGN_IN' | 'PASSWORD_RESET' = 'SIGN_IN') => {
  const sent = vi.fn();
  const bearer = vi.fn();
  server.use(
    getVerifyOtpMockHandler(async ({ request }) => {
      sent(await request.json());
      return { user: users.admin, token, purpose };
    }),
    getGetCurrentUserMockHandler(({ request }) => {
      bearer(request.headers.get('Authorization'));
      return users.admin;
    }),
  );
  return { sent, bearer };
};

const codeInput = () => screen.findByLabelText('Code reçu');
const verifyButton = () => screen.getByRole('button', { name: 'Vérifier' });

describe('code verification (/auth/verify-otp/)', () => {
  it('OTP rule: 5 characters show "Le code OTP doit contenir 6 caractères" and send nothing', async () => {
    const { sent } = verifyAnswering('never');
    const { user, location } = renderApp('/auth/verify-otp/?hashedOtp=h1');

    await user.type(await codeInput(), '12345');
    await user.click(verifyButton());

    expect(await screen.findByText('Le code OTP doit contenir 6 caractères')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=h1');
  });

  it('offers the code field to the browser and the phone as a one-time code', async () => {
    const input = await (renderApp('/auth/verify-otp/?hashedOtp=h1'), codeInput());
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('a right code stores the session token and lands on /main', async () => {
    const { sent, bearer } = verifyAnswering('tok_session');
    const { user, location } = renderApp('/auth/verify-otp/?hashedOtp=h1');

    // A pasted code keeps the spaces of the e-mail it was copied from.
    await user.click(await codeInput());
    await user.paste('482 913');
    await user.click(verifyButton());

    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeVisible();
    expect(sent).toHaveBeenCalledWith({ inputOtp: '482913', hashedOtp: 'h1' });
    expect(getToken()).toBe('tok_session');
    expect(bearer).toHaveBeenCalledWith('Bearer tok_session');
    expect(location()).toBe('/main/');
  });

  it('a right code returns to the remembered redirect', async () => {
    verifyAnswering('tok_session');
    const { user, location } = renderApp(
      '/auth/verify-otp/?hashedOtp=h1&redirect=%2Fmain%2Fholders%2F',
    );

    await user.type(await codeInput(), '482913');
    await user.click(verifyButton());

    expect(await screen.findByRole('heading', { name: 'Détenteurs', level: 1 })).toBeVisible();
    expect(location()).toBe('/main/holders/');
  });

  it('a recovery code leads to the new-password screen with the reset token, not signed in', async () => {
    verifyAnswering('tok_reset', 'PASSWORD_RESET');
    const { user, location } = renderApp('/auth/verify-otp/?hashedOtp=h1&purpose=reset');
    expect(await screen.findByText(/pour choisir un nouveau mot de passe\.$/)).toBeVisible();

    await user.type(await codeInput(), '482913');
    await user.click(verifyButton());

    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
    expect(location()).toBe('/auth/reset-password/?token=tok_reset');
    expect(getToken()).toBeNull();
  });

  it('a wrong code (401) shows the server message on the form and stays on the page', async () => {
    server.use(
      http.post('*/auth/verify-otp', () =>
        HttpResponse.json(errorBody(401, '401:UNAUTHORIZED', 'Code invalide ou expiré'), {
          status: 401,
        }),
      ),
    );
    const { user, location } = renderApp('/auth/verify-otp/?hashedOtp=h1');

    await user.type(await codeInput(), '000000');
    await user.click(verifyButton());

    const form = verifyButton().closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Code invalide ou expiré');
    expect(screen.getByLabelText('Code reçu')).toHaveValue('000000');
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=h1');
    expect(getToken()).toBeNull();
  });

  it('resend asks for a new code for the current challenge and replaces hashedOtp', async () => {
    const resent = vi.fn();
    server.use(
      getResendOtpMockHandler(async ({ request }) => {
        resent(await request.json());
        return { otp: 'h2' };
      }),
    );
    const { sent } = verifyAnswering('tok_session');
    const { user, location } = renderApp('/auth/verify-otp/?hashedOtp=h1&redirect=%2Fmain%2F');

    await user.type(await codeInput(), '11');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));

    expect(await screen.findByText(/^Un nouveau code vous a été envoyé\./)).toBeVisible();
    expect(resent).toHaveBeenCalledWith({ hashedOtp: 'h1' });
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=h2&redirect=%2Fmain%2F');
    // Used once, the action waits 30 s before it can be used again.
    expect(screen.getByRole('button', { name: 'Renvoyer le code dans 30 s' })).toBeDisabled();
    // What was typed belonged to the old code, which no longer works.
    await waitFor(() => expect(screen.getByLabelText('Code reçu')).toHaveValue(''));

    await user.type(screen.getByLabelText('Code reçu'), '482913');
    await user.click(verifyButton());
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(sent).toHaveBeenCalledWith({ inputOtp: '482913', hashedOtp: 'h2' });
  });

  it('a resend that could not be sent (503): the message, the typed code and the challenge kept, and a retry goes through', async () => {
    let answer = 503;
    server.use(
      http.post('*/auth/resend-otp', () =>
        answer === 503
          ? HttpResponse.json(
              errorBody(
                503,
                '503:SERVICE_UNAVAILABLE',
                "Le code n'a pas pu être envoyé. Veuillez réessayer dans quelques instants",
              ),
              { status: 503 },
            )
          : HttpResponse.json({ otp: 'h2' }),
      ),
    );
    const { user, location } = renderApp('/auth/verify-otp/?hashedOtp=h1');

    await user.type(await codeInput(), '4829');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));

    // Beside the resend action (the section under "Vous n'avez rien reçu ?").
    const resendSection = screen.getByText("Vous n'avez rien reçu ?").parentElement!.parentElement!;
    expect(await within(resendSection).findByRole('alert')).toHaveTextContent(
      "Le code n'a pas pu être envoyé. Veuillez réessayer dans quelques instants",
    );
    // The previous code still works: its challenge and what was typed stay, and the action
    // can be used again at once.
    expect(screen.getByLabelText('Code reçu')).toHaveValue('4829');
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=h1');
    const resend = screen.getByRole('button', { name: 'Renvoyer le code' });
    expect(resend).toBeEnabled();

    answer = 200;
    await user.click(resend);
    expect(await screen.findByText(/^Un nouveau code vous a été envoyé\./)).toBeVisible();
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=h2');
  });

  it('without hashedOtp, says the link is incomplete and links back to sign-in', async () => {
    renderApp('/auth/verify-otp/?redirect=%2Fmain%2F');

    expect(
      await screen.findByRole('heading', { name: 'Lien de vérification incomplet' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Code reçu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/auth/signin/?redirect=%2Fmain%2F',
    );
  });
});
