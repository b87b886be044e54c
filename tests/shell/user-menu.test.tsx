import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListHoldersMockHandler } from '@generated/api/holders/holders.msw';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { renderApp } from '../render';

// A file of its own, like sign-out: the menu library keeps its open layers in module state.
describe('the user menu, whose code comes when first needed', () => {
  it('keeps the focus on its button when its code arrives, and opens from the keyboard', async () => {
    server.use(getListHoldersMockHandler());
    const { user } = renderApp('/main/', { user: users.admin });
    const button = await screen.findByRole('button', { name: /Menu utilisateur/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    // The menu's own button takes the place of the first one, and the focus with it.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-part', 'trigger'));
    expect(document.activeElement).toHaveAccessibleName(/Menu utilisateur/);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});
