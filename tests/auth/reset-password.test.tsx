import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getGetCurrentUserMockHandler,
  getResetPasswordMockHandler,
} from '@generated/api/auth/auth.msw';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { getToken } from '@/lib/session';
import { renderApp } from '../render';

const resetAnswering = () => {
  const sent = vi.fn();
  const bearer = vi.fn();
  server.use(
    getResetPasswordMockHandler(async ({ request }) => {
      sent(await request.json(), request.headers.get('Authorization'));
      return { success: true };
    }),
    getGetCurrentUserMockHandler(({ request }) => {
      bearer(request.headers.get('Authorization'));
      return users.admin;
    }),
  );
  return { sent, bearer };
};

const fill = async (
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation: string,
) => {
  await user.type(await screen.findByLabelText('Nouveau mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
};

describe('reset password (/auth/reset-password/)', () => {
  it('password rule: under 6 characters shows the exact message and sends nothing', async () => {
    const { sent } = resetAnswering();
    const { user } = renderApp('/auth/reset-password/?token=tok_reset');

    await fill(user, '12345', '12345');

    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it('confirmation rule: a different confirmation shows the mismatch message and sends nothing', async () => {
    const { sent } = resetAnswering();
    const { user } = renderApp('/auth/reset-password/?token=tok_reset');

    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-pass');

    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it('after a reset the user signs in normally: the new password is sent with the reset token as bearer, then the sign-in screen says the password changed, and nobody is signed in', async () => {
    const { sent, bearer } = resetAnswering();
    const { user, location } = renderApp('/auth/reset-password/?token=tok_reset');

    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-passe');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
    );
    expect(sent).toHaveBeenCalledWith({ newPassword: 'nouveau-mot-de-passe' }, 'Bearer tok_reset');
    expect(location()).toBe('/auth/signin/');
    expect(getToken()).toBeNull();
    expect(bearer).not.toHaveBeenCalled();
  });

  it('keeps the redirect target on the way to the sign-in screen', async () => {
    resetAnswering();
    const { user, location } = renderApp(
      '/auth/reset-password/?token=tok_reset&redirect=%2Fmain%2Fholders%2F',
    );

    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-passe');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(location()).toBe('/auth/signin/?redirect=%2Fmain%2Fholders%2F');
  });

  it('the sign-in screen reached directly says nothing about a reset', async () => {
    renderApp('/auth/signin/');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an expired reset token (401) is shown on the form with a way to get a new code', async () => {
    server.use(
      http.post('*/auth/reset-password', () =>
        HttpResponse.json(
          errorBody(401, '401:UNAUTHORIZED', 'Jeton de réinitialisation invalide ou expiré'),
          { status: 401 },
        ),
      ),
    );
    const { user, location } = renderApp('/auth/reset-password/?token=tok_old');

    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-passe');

    const form = screen
      .getByRole('button', { name: 'Enregistrer le mot de passe' })
      .closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Jeton de réinitialisation invalide ou expiré',
    );
    expect(within(form).getByRole('link', { name: 'Recevoir un nouveau code' })).toHaveAttribute(
      'href',
      '/auth/forgot-password/',
    );
    expect(location()).toBe('/auth/reset-password/?token=tok_old');
    expect(getToken()).toBeNull();
  });

  it('without a token, says the link is incomplete and links to forgot-password', async () => {
    renderApp('/auth/reset-password/');

    expect(
      await screen.findByRole('heading', { name: 'Lien de réinitialisation incomplet' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau code' })).toHaveAttribute(
      'href',
      '/auth/forgot-password/',
    );
  });
});
