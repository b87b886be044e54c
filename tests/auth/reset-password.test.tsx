import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getGetCurrentUserMockHandler,
  getResetPasswordMockHandler,
} from '../../generated/api/auth/auth.msw';
import { errorBody, users } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { getToken } from '../../src/lib/session';
import { renderApp } from '../render';

const resetAnswering = (token: string) => {
  const sent = vi.fn();
  const bearer = vi.fn();
  server.use(
    getResetPasswordMockHandler(async ({ request }) => {
      sent(await request.json(), request.headers.get('Authorization'));
      return { user: users.admin, token, purpose: 'SIGN_IN' };
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
  await user.click(screen.getByRole('button', { name: 'Enregistrer et se connecter' }));
};

describe('reset password (/auth/reset-password/)', () => {
  it('password rule: under 6 characters shows the exact message and sends nothing', async () => {
    const { sent } = resetAnswering('never');
    const { user } = renderApp('/auth/reset-password/?token=tok_reset');

    await fill(user, '12345', '12345');

    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it('confirmation rule: a different confirmation shows the mismatch message and sends nothing', async () => {
    const { sent } = resetAnswering('never');
    const { user } = renderApp('/auth/reset-password/?token=tok_reset');

    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-pass');

    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the new password with the reset token as bearer, then signs in to /main', async () => {
    const { sent, bearer } = resetAnswering('tok_session');
    const { user, location } = renderApp('/auth/reset-password/?token=tok_reset');

    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-passe');

    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeVisible();
    expect(sent).toHaveBeenCalledWith({ newPassword: 'nouveau-mot-de-passe' }, 'Bearer tok_reset');
    expect(getToken()).toBe('tok_session');
    expect(bearer).toHaveBeenCalledWith('Bearer tok_session');
    expect(location()).toBe('/main/');
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
      .getByRole('button', { name: 'Enregistrer et se connecter' })
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
