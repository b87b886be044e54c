import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getForgotPasswordMockHandler } from '@generated/api/auth/auth.msw';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { renderApp } from '../render';

const forgotAnswering = (otp: string) => {
  const sent = vi.fn();
  server.use(
    getForgotPasswordMockHandler(async ({ request }) => {
      sent(await request.json());
      return { otp };
    }),
  );
  return sent;
};

const submit = () => screen.getByRole('button', { name: 'Recevoir un code' });

describe('forgot password (/auth/forgot-password/)', () => {
  it('e-mail rule: an invalid e-mail shows the e-mail message and sends nothing', async () => {
    const sent = forgotAnswering('never');
    const { user, location } = renderApp('/auth/forgot-password/');

    await user.type(await screen.findByLabelText('E-mail'), 'amira.trabelsi');
    await user.click(submit());

    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    expect(location()).toBe('/auth/forgot-password/');
  });

  it('an empty e-mail is required, and nothing is sent', async () => {
    const sent = forgotAnswering('never');
    const { user } = renderApp('/auth/forgot-password/');

    await user.click(await screen.findByRole('button', { name: 'Recevoir un code' }));

    expect(await screen.findByText('Ce champ est obligatoire')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the e-mail and opens the code screen for a reset, keeping redirect', async () => {
    const sent = forgotAnswering('otp_reset_1');
    const { user, location } = renderApp('/auth/forgot-password/?redirect=%2Fmain%2Frouting%2F');

    await user.type(await screen.findByLabelText('E-mail'), 'amira.trabelsi@collecte-huile.tn');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeVisible();
    expect(screen.getByText(/pour choisir un nouveau mot de passe\.$/)).toBeVisible();
    expect(sent).toHaveBeenCalledWith({ login: 'amira.trabelsi@collecte-huile.tn' });
    expect(location()).toBe(
      '/auth/verify-otp/?hashedOtp=otp_reset_1&purpose=reset&redirect=%2Fmain%2Frouting%2F',
    );
  });

  it('shows a server refusal (429) on the form and keeps the e-mail', async () => {
    server.use(
      http.post('*/auth/forgot-password', () =>
        HttpResponse.json(
          errorBody(
            429,
            '429:TOO_MANY_REQUESTS',
            'Trop de tentatives, veuillez réessayer dans quelques minutes',
          ),
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const { user } = renderApp('/auth/forgot-password/');

    await user.type(await screen.findByLabelText('E-mail'), 'amira.trabelsi@collecte-huile.tn');
    await user.click(submit());

    expect(await within(submit().closest('form')!).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives, veuillez réessayer dans quelques minutes',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('amira.trabelsi@collecte-huile.tn');
  });
});
