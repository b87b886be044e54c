import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getChangePasswordMockHandler,
  getGetCurrentUserMockHandler,
} from '@generated/api/auth/auth.msw';
import type { ChangePasswordRequest } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { renderApp } from '../render';

/** Answers every password change with success and keeps the bodies sent. */
const capturePasswordChanges = () => {
  const bodies: ChangePasswordRequest[] = [];
  server.use(
    getChangePasswordMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as ChangePasswordRequest);
      return { success: true };
    }),
  );
  return bodies;
};

/** Answers every password change with `status` and `body`, and counts the attempts. */
const failPasswordChanges = (status: number, body: object) => {
  const calls: unknown[] = [];
  server.use(
    http.patch('*/auth/password', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
};

const openSettings = async (path = '/main/settings') => {
  const view = renderApp(path, { user: users.admin });
  // The first screen of a file loads its lazy chunk cold: allow for a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Paramètres' }, { timeout: 15_000 });
  return view;
};

// Labels end with the required indicator; the start of the label names the field.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const fillPasswords = async (
  user: ReturnType<typeof renderApp>['user'],
  current: string,
  next: string,
  confirmation: string,
) => {
  await user.type(field('Mot de passe actuel'), current);
  await user.type(field('Nouveau mot de passe'), next);
  await user.type(field('Confirmation du nouveau mot de passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
};

describe('settings: change password (spec sections 5 and 7)', () => {
  it('rule "new password >= 6": a shorter one shows the exact French message and sends nothing', async () => {
    const bodies = capturePasswordChanges();
    const { user } = await openSettings();
    await fillPasswords(user, 'ancien-mdp', '12345', '12345');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
    expect(field('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('rule "confirmation matches": a different confirmation shows the mismatch message and sends nothing', async () => {
    const bodies = capturePasswordChanges();
    const { user } = await openSettings();
    await fillPasswords(user, 'ancien-mdp', 'nouveau-1', 'nouveau-2');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('rule "server errors show on the form": a 401 for a wrong current password shows its message above the fields, which keep their values', async () => {
    const message = 'Le mot de passe actuel est incorrect';
    const calls = failPasswordChanges(401, errorBody(401, '401:INVALID_CREDENTIALS', message));
    const { user } = await openSettings();
    await fillPasswords(user, 'mauvais-mdp', 'nouveau-mdp', 'nouveau-mdp');

    const form = screen.getByRole('button', { name: 'Modifier le mot de passe' }).closest('form')!;
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent("Le mot de passe n'a pas été modifié");
    expect(alert).toHaveTextContent(message);
    expect(calls).toHaveLength(1);
    expect(field('Mot de passe actuel')).toHaveValue('mauvais-mdp');
    expect(field('Nouveau mot de passe')).toHaveValue('nouveau-mdp');
    expect(field('Confirmation du nouveau mot de passe')).toHaveValue('nouveau-mdp');
  });

  it('rule "server errors show on the field": a 400 whose issue names currentPassword marks that field', async () => {
    const message = 'Le mot de passe actuel est incorrect';
    failPasswordChanges(400, {
      ...errorBody(400, '400:BAD_REQUEST', 'Requête invalide'),
      details: { issues: [{ code: 'custom', message, path: ['currentPassword'] }] },
    });
    const { user } = await openSettings();
    await fillPasswords(user, 'mauvais-mdp', 'nouveau-mdp', 'nouveau-mdp');

    const form = screen.getByRole('button', { name: 'Modifier le mot de passe' }).closest('form')!;
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(field('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Requête invalide');
    expect(field('Mot de passe actuel')).toHaveValue('mauvais-mdp');
  });

  it('rule "PATCH /auth/password": a valid change sends {currentPassword, newPassword}, toasts, and empties the form', async () => {
    const bodies = capturePasswordChanges();
    const { user } = await openSettings();
    await fillPasswords(user, 'ancien-mdp', 'nouveau-mdp', 'nouveau-mdp');

    expect(await screen.findByText('Votre mot de passe a été modifié')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'ancien-mdp', newPassword: 'nouveau-mdp' }]);
    await waitFor(() => expect(field('Mot de passe actuel')).toHaveValue(''));
    expect(field('Nouveau mot de passe')).toHaveValue('');
  });
});

describe('settings: first sign-in of a PENDING user (spec section 2)', () => {
  it('rule "PENDING goes to settings": a PENDING user asking for holders lands on settings with the message', async () => {
    const { location } = renderApp('/main/holders/', { user: users.pending });
    expect(
      await screen.findByText(
        'Pour sécuriser votre compte, veuillez modifier votre mot de passe avant de continuer.',
      ),
    ).toBeInTheDocument();
    expect(location()).toBe('/main/settings?firstLogin=true');
  });

  it('rule "PENDING becomes ACTIVE": after the change the current user is asked again and the user continues home', async () => {
    capturePasswordChanges();
    const { user, location } = renderApp('/main/settings?firstLogin=true', {
      user: users.pending,
    });
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    server.use(getGetCurrentUserMockHandler({ ...users.pending, status: 'ACTIVE' }));
    await fillPasswords(user, 'provisoire', 'nouveau-mdp', 'nouveau-mdp');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(location()).toBe('/main/');
    expect(screen.getByText('Votre mot de passe a été modifié')).toBeInTheDocument();
    expect(
      screen.queryByText(/veuillez modifier votre mot de passe avant de continuer/),
    ).not.toBeInTheDocument();
  });

  it('shows no first sign-in message to an ACTIVE user who opens settings', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 2, name: 'Mot de passe' })).toBeInTheDocument();
    expect(
      screen.queryByText(/veuillez modifier votre mot de passe avant de continuer/),
    ).not.toBeInTheDocument();
  });
});

describe('settings: language preference (spec section 9: French default, English available)', () => {
  it('rule "language applies at once": choosing English turns the page into English', async () => {
    const { user } = await openSettings();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(field('Current password')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(localStorage.getItem('language')).toBe('en');
  });
});
