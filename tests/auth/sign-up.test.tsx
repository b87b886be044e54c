import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';

describe('sign-up (/auth/signup/)', () => {
  it('explains that administrators create accounts, offers no form, and links back to sign-in', async () => {
    renderApp('/auth/signup/?redirect=%2Fmain%2F');

    expect(
      await screen.findByRole('heading', { name: 'Obtenir un accès', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(/^Les comptes sont créés par un administrateur/)).toBeVisible();
    expect(
      screen.getByText('Contactez votre administrateur ou votre responsable régional.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth/signin/?redirect=%2Fmain%2F',
    );
  });
});
