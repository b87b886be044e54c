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
  it('login rule: neither an e-mail nor a phone number shows the message and sends nothing', async () => {
    const sent = forgotAnswering('never');
    const { user, location } = renderApp('/auth/forgot-password/');

    await user.type(await screen.findByLabelText('E-mail ou téléphone'), 'amira.trabelsi');
    await user.click(submit());

    expect(
      await screen.findByText(
        'Veuillez saisir une adresse e-mail ou un numéro de téléphone valide',
      ),
    ).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    expect(location()).toBe('/auth/forgot-password/');
  });

  it('an empty login is required, and nothing is sent', async () => {
    const sent = forgotAnswering('never');
    const { user } = renderApp('/auth/forgot-password/');

    await user.click(await screen.findByRole('button', { name: 'Recevoir un code' }));

    expect(await screen.findByText('Ce champ est obligatoire')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the e-mail and opens the code screen for a reset, keeping redirect', async () => {
    const sent = forgotAnswering('otp_reset_1');
    const { user, location } = renderApp('/auth/forgot-password/?redirect=%2Fmain%2Frouting%2F');

    await user.type(
      await screen.findByLabelText('E-mail ou téléphone'),
      'amira.trabelsi@collecte-huile.tn',
    );
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeVisible();
    expect(screen.getByText(/pour choisir un nouveau mot de passe\.$/)).toBeVisible();
    expect(sent).toHaveBeenCalledWith({ login: 'amira.trabelsi@collecte-huile.tn' });
    expect(location()).toBe(
      '/auth/verify-otp/?hashedOtp=otp_reset_1&purpose=reset&redirect=%2Fmain%2Frouting%2F',
    );
  });

  it('takes a phone number: a phone-only account gets its code by SMS', async () => {
    const sent = forgotAnswering('otp_reset_sms');
    const { user, location } = renderApp('/auth/forgot-password/');

    await user.type(await screen.findByLabelText('E-mail ou téléphone'), '+216 22 456 789');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeVisible();
    expect(sent).toHaveBeenCalledWith({ login: '+216 22 456 789' });
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=otp_reset_sms&purpose=reset');
  });

  it('a code that could not be sent (503): the message, the login kept, and a retry goes through', async () => {
    let answer = 503;
    server.use(
      http.post('*/auth/forgot-password', () =>
        answer === 503
          ? HttpResponse.json(
              errorBody(
                503,
                '503:SERVICE_UNAVAILABLE',
                "Le code n'a pas pu être envoyé. Veuillez réessayer dans quelques instants",
              ),
              { status: 503 },
            )
          : HttpResponse.json({ otp: 'otp_after_retry' }),
      ),
    );
    const { user, location } = renderApp('/auth/forgot-password/');

    await user.type(await screen.findByLabelText('E-mail ou téléphone'), '22456789');
    const form = submit().closest('form')!;
    await user.click(submit());

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Le code n'a pas pu être envoyé. Veuillez réessayer dans quelques instants",
    );
    expect(screen.getByLabelText('E-mail ou téléphone')).toHaveValue('22456789');
    expect(location()).toBe('/auth/forgot-password/');

    answer = 200;
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeVisible();
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=otp_after_retry&purpose=reset');
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

    await user.type(
      await screen.findByLabelText('E-mail ou téléphone'),
      'amira.trabelsi@collecte-huile.tn',
    );
    await user.click(submit());

    expect(await within(submit().closest('form')!).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives, veuillez réessayer dans quelques minutes',
    );
    expect(screen.getByLabelText('E-mail ou téléphone')).toHaveValue(
      'amira.trabelsi@collecte-huile.tn',
    );
  });
});
