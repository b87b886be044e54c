import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getSignInMockHandler } from '@generated/api/auth/auth.msw';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { renderApp } from '../render';

const signInAnswering = (otp: string) => {
  const sent = vi.fn();
  server.use(
    getSignInMockHandler(async ({ request }) => {
      sent(await request.json());
      return { otp };
    }),
  );
  return sent;
};

describe('sign-in (/auth/signin/)', () => {
  it('sends the login and the password, then opens the code screen with the challenge', async () => {
    const sent = signInAnswering('otp_challenge_1');
    const { user, location } = renderApp('/auth/signin/');

    await user.type(await screen.findByLabelText('Identifiant'), '+216 98 123 456');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeVisible();
    // Spec 5: the sign-in login may be any text, not only an e-mail.
    expect(sent).toHaveBeenCalledWith({ login: '+216 98 123 456', password: 'motdepasse' });
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=otp_challenge_1');
  });

  it('keeps where the user was going (redirect) on the way to the code screen', async () => {
    signInAnswering('otp_challenge_2');
    const { user, location } = renderApp('/auth/signin/?redirect=%2Fmain%2Fholders%2F');

    await user.type(
      await screen.findByLabelText('Identifiant'),
      'amira.trabelsi@collecte-huile.tn',
    );
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await screen.findByRole('heading', { name: 'Code de vérification' });
    expect(location()).toBe(
      '/auth/verify-otp/?hashedOtp=otp_challenge_2&redirect=%2Fmain%2Fholders%2F',
    );
  });

  it('shows a 401 on the form, above the button, and keeps what was typed', async () => {
    server.use(
      http.post('*/auth/signin', () =>
        HttpResponse.json(
          errorBody(401, '401:UNAUTHORIZED', 'Identifiant ou mot de passe incorrect'),
          { status: 401 },
        ),
      ),
    );
    const { user, location } = renderApp('/auth/signin/');

    await user.type(await screen.findByLabelText('Identifiant'), 'amira');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const submit = screen.getByRole('button', { name: 'Se connecter' });
    const alert = await within(submit.closest('form')!).findByRole('alert');
    expect(alert).toHaveTextContent('Identifiant ou mot de passe incorrect');
    expect(alert.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByLabelText('Identifiant')).toHaveValue('amira');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('mauvais');
    expect(location()).toBe('/auth/signin/');
  });

  it('a code that could not be sent (503): the message, what was typed kept, and a retry goes through', async () => {
    let answer = 503;
    const sent = vi.fn();
    server.use(
      http.post('*/auth/signin', async ({ request }) => {
        sent(await request.json());
        return answer === 503
          ? HttpResponse.json(
              errorBody(
                503,
                '503:SERVICE_UNAVAILABLE',
                'Les codes ne peuvent pas être envoyés par SMS pour le moment : utilisez votre adresse e-mail ou contactez votre administrateur',
              ),
              { status: 503 },
            )
          : HttpResponse.json({ otp: 'otp_after_retry' });
      }),
    );
    const { user, location } = renderApp('/auth/signin/');

    await user.type(await screen.findByLabelText('Identifiant'), '+216 22 456 789');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    const submit = screen.getByRole('button', { name: 'Se connecter' });
    await user.click(submit);

    expect(await within(submit.closest('form')!).findByRole('alert')).toHaveTextContent(
      /^Les codes ne peuvent pas être envoyés par SMS pour le moment/,
    );
    expect(screen.getByLabelText('Identifiant')).toHaveValue('+216 22 456 789');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('motdepasse');
    expect(location()).toBe('/auth/signin/');

    answer = 200;
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeVisible();
    expect(sent).toHaveBeenLastCalledWith({ login: '+216 22 456 789', password: 'motdepasse' });
    expect(location()).toBe('/auth/verify-otp/?hashedOtp=otp_after_retry');
  });

  it('asks for both fields before sending anything', async () => {
    const sent = signInAnswering('never');
    const { user } = renderApp('/auth/signin/');

    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the password on demand', async () => {
    const { user } = renderApp('/auth/signin/');
    const password = await screen.findByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and to how to get an account, keeping redirect', async () => {
    renderApp('/auth/signin/?redirect=%2Fmain%2Frouting%2F');
    expect(await screen.findByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password/?redirect=%2Fmain%2Frouting%2F',
    );
    expect(screen.getByRole('link', { name: 'Obtenir un accès' })).toHaveAttribute(
      'href',
      '/auth/signup/',
    );
  });
});
