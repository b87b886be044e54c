import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetCurrentUserMockHandler,
  getSignInMockHandler,
  getVerifyOtpMockHandler,
} from '@generated/api/auth/auth.msw';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { renderApp } from '../render';

describe('the whole sign-in journey', () => {
  it('a signed-out user sent to sign-in from a module signs in with a code and is back there', async () => {
    server.use(
      getSignInMockHandler({ otp: 'otp_journey' }),
      getVerifyOtpMockHandler({ user: users.admin, token: 'tok_journey', purpose: 'SIGN_IN' }),
      getGetCurrentUserMockHandler(users.admin),
    );
    const { user, location } = renderApp('/main/relay-depots/');

    await user.type(
      await screen.findByLabelText('Identifiant'),
      'amira.trabelsi@collecte-huile.tn',
    );
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await user.type(await screen.findByLabelText('Code reçu'), '482913');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByRole('heading', { name: 'Dépôts relais', level: 1 })).toBeVisible();
    expect(location()).toBe('/main/relay-depots/');
  });
});
