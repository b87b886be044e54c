import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { getToken, sessionEffects, setToken } from '@/lib/session';
import { renderApp } from '../render';

describe('redirect rules (spec section 2)', () => {
  it('/ redirects to /main', async () => {
    const { location } = renderApp('/', { user: users.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(location()).toBe('/main/');
  });

  it('an unauthenticated user outside /auth goes to /auth/signin, remembering where they were going', async () => {
    const { location } = renderApp('/main/holders/?page=2');
    await waitFor(() =>
      expect(location()).toBe(
        `/auth/signin/?redirect=${encodeURIComponent('/main/holders/?page=2')}`,
      ),
    );
  });

  it('an unauthenticated user on /profile/ goes to sign-in too', async () => {
    const { location } = renderApp('/profile/');
    await waitFor(() => expect(location()).toMatch(/^\/auth\/signin\/\?redirect=/));
  });

  it('once signed in, sign-in returns to the remembered page', async () => {
    const { location } = renderApp(
      `/auth/signin/?redirect=${encodeURIComponent('/main/holders/?page=2')}`,
      { user: users.admin },
    );
    await waitFor(() => expect(location()).toBe('/main/holders/?page=2'));
  });

  it('never redirects to another site after sign-in', async () => {
    const { location } = renderApp('/auth/signin/?redirect=https%3A%2F%2Fevil.example', {
      user: users.admin,
    });
    await waitFor(() => expect(location()).toBe('/main/'));
  });

  it('an authenticated user inside /auth goes to /main', async () => {
    const { location } = renderApp('/auth/forgot-password/', { user: users.admin });
    await waitFor(() => expect(location()).toBe('/main/'));
  });

  it('a PENDING user outside settings is sent to /main/settings with the firstLogin flag', async () => {
    const { location } = renderApp('/main/holders/', { user: users.pending });
    await waitFor(() => expect(location()).toBe('/main/settings?firstLogin=true'));
  });

  it('a PENDING user on /profile/ is sent to settings too, and may stay on settings', async () => {
    const { location } = renderApp('/profile/', { user: users.pending });
    await waitFor(() => expect(location()).toBe('/main/settings?firstLogin=true'));
  });

  it('an ACTIVE user is not sent to settings', async () => {
    const { location } = renderApp('/main/holders/', { user: users.admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détenteurs' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/main/holders/');
  });

  it('shows a splash while the current user loads, and no screen behind it', async () => {
    setToken('tok_test');
    server.use(
      http.get('*/auth/current-user', async () => {
        await delay(200);
        return HttpResponse.json(users.admin);
      }),
    );
    renderApp('/main/holders/');
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement de votre session…');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détenteurs' }),
    ).toBeInTheDocument();
  });

  it('an unknown path shows the not-found screen', async () => {
    renderApp('/main/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/main/',
    );
  });
});

describe('session (spec section 4)', () => {
  const countCurrentUser = () => {
    const seen = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/current-user')) seen.count += 1;
    });
    return seen;
  };

  it('without a stored token, is signed out and never asks for the current user', async () => {
    const seen = countCurrentUser();
    const { location } = renderApp('/main/');
    await waitFor(() => expect(location()).toMatch(/^\/auth\/signin\//));
    expect(seen.count).toBe(0);
    server.events.removeAllListeners();
  });

  it('with a stored token, asks for the current user and shows the app', async () => {
    const seen = countCurrentUser();
    renderApp('/main/', { user: users.admin });
    expect(await screen.findByText('Amira Trabelsi')).toBeInTheDocument();
    expect(seen.count).toBe(1);
    server.events.removeAllListeners();
  });

  it('a 401 on the current user clears the token and signs the user out', async () => {
    sessionEffects.reload = vi.fn();
    setToken('tok_revoked');
    server.use(
      http.get('*/auth/current-user', () =>
        HttpResponse.json(errorBody(401, '401:UNAUTHORIZED', 'Session expirée'), { status: 401 }),
      ),
    );
    const { location } = renderApp('/main/');
    await waitFor(() => expect(location()).toMatch(/^\/auth\/signin\//));
    expect(getToken()).toBeNull();
    expect(sessionEffects.reload).toHaveBeenCalled();
  });
});
